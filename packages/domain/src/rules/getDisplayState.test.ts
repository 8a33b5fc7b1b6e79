import { describe, expect, test } from 'vitest'
import { CARD_STATUSES, type CardStatus, type DisplayState } from '../constants/cardStatus'
import { getDisplayState } from './getDisplayState'

const expected: Record<CardStatus, DisplayState> = {
  new: 'not_activated',
  pending: 'not_activated',
  application_required: 'not_activated',
  application_processing: 'not_activated',
  waiting_to_get: 'activated',
  active: 'activated',
  locked: 'locked',
  suspended: 'suspended',
}

describe('getDisplayState', () => {
  test.each(CARD_STATUSES)('%s, not expired', (status) => {
    expect(getDisplayState({ status, expired: false })).toBe(expected[status])
  })

  test.each(CARD_STATUSES)('%s, expired -> expired', (status) => {
    expect(getDisplayState({ status, expired: true })).toBe('expired')
  })
})
