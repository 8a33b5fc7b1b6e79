import { describe, expect, test } from 'vitest'
import { getAddCardState } from './getAddCardState'

const base = { createOrderDisabled: false, userState: 'normal' as const, leftCount: 1, orders: [] }

describe('getAddCardState', () => {
  test('allowed with a card left and no order to activate', () => {
    expect(getAddCardState(base)).toBe('allowed')
    expect(getAddCardState({ ...base, leftCount: -1 })).toBe('allowed')
  })

  test('hidden when creating orders is disabled or the user is blocked', () => {
    expect(getAddCardState({ ...base, createOrderDisabled: true })).toBe('hidden')
    expect(getAddCardState({ ...base, userState: 'blocked' })).toBe('hidden')
    expect(getAddCardState({ ...base, userState: 'blacklist' })).toBe('allowed')
  })

  test('not eligible with fewer than 1 card left', () => {
    expect(getAddCardState({ ...base, leftCount: 0 })).toBe('not-eligible')
  })

  test('an unexpired order must be activated first', () => {
    expect(getAddCardState({ ...base, orders: [{ status: 'new', expired: false }] })).toBe(
      'activate-existing',
    )
    expect(getAddCardState({ ...base, orders: [{ status: 'new', expired: true }] })).toBe('allowed')
    expect(getAddCardState({ ...base, orders: [{ status: 'active', expired: false }] })).toBe('allowed')
  })
})
