import { describe, expect, it } from 'vitest'
import { CARD_STATUSES } from '../constants/cardStatus'
import { cardRevealStatement, getCardDetailsAccess } from './cardDetailsAccess'

const now = new Date('2026-11-27T12:00:00.000Z')
const future = new Date('2027-11-27T00:00:00.000Z')

describe('getCardDetailsAccess', () => {
  it('a waiting card is shown freely; an active or locked one only as a reveal; nothing else', () => {
    const answers = Object.fromEntries(
      CARD_STATUSES.map((status) => [
        status,
        getCardDetailsAccess({ status, expiresAt: future }, 'normal', now),
      ]),
    )
    expect(answers).toEqual({
      new: 'unavailable',
      pending: 'unavailable',
      application_required: 'unavailable',
      application_processing: 'unavailable',
      waiting_to_get: 'first_showing',
      active: 'reveal',
      locked: 'reveal',
      suspended: 'unavailable',
    })
  })

  it('an expired card has no details to show, from the moment it expires', () => {
    for (const status of ['waiting_to_get', 'active', 'locked'] as const) {
      expect(getCardDetailsAccess({ status, expiresAt: now }, 'normal', now)).toBe('unavailable')
      expect(
        getCardDetailsAccess({ status, expiresAt: new Date(now.getTime() + 1) }, 'normal', now),
      ).not.toBe('unavailable')
    }
  })

  it('a blocked user takes no card; blacklist and the empty state may (SPEC 5)', () => {
    for (const status of ['waiting_to_get', 'active'] as const) {
      expect(getCardDetailsAccess({ status, expiresAt: future }, 'blocked', now)).toBe('user_not_allowed')
      expect(getCardDetailsAccess({ status, expiresAt: future }, 'blacklist', now)).not.toBe(
        'user_not_allowed',
      )
      expect(getCardDetailsAccess({ status, expiresAt: future }, '', now)).not.toBe('user_not_allowed')
    }
  })
})

describe('cardRevealStatement', () => {
  it('names the card, in characters an EIP-4361 statement allows', () => {
    const statement = cardRevealStatement('0b6c5a8e-3f1d-4c2b-9a7e-1d2c3b4a5f60')
    expect(statement).toBe('Show the details of card 0b6c5a8e-3f1d-4c2b-9a7e-1d2c3b4a5f60')
    expect(statement).not.toMatch(/["%<>\\^`{|}\n]/)
  })
})
