import { describe, expect, test } from 'vitest'
import { getActionBlocker } from './getActionBlocker'

describe('getActionBlocker', () => {
  test('a blacklisted user: top-up blocked with its reason, top-up with rewards allowed', () => {
    expect(getActionBlocker({ action: 'topup', userState: 'blacklist' })).toBe('user_blacklist')
    expect(getActionBlocker({ action: 'topupWithReward', userState: 'blacklist' })).toBeNull()
    expect(getActionBlocker({ action: 'otp', userState: 'blacklist' })).toBeNull()
  })

  test('a blocked user: every action SPEC 5 lists says the account is suspended', () => {
    for (const action of ['topup', 'topupWithReward', 'takeCard', 'otp', 'unlock', 'createOrder'] as const) {
      expect(getActionBlocker({ action, userState: 'blocked' })).toBe('user_blocked')
    }
  })

  test("the card's own refusal comes first for top-ups, and only for top-ups", () => {
    expect(getActionBlocker({ action: 'topup', userState: 'blocked', cardTopupDisabled: true })).toBe(
      'card_topup_disabled',
    )
    expect(
      getActionBlocker({ action: 'topupWithReward', userState: 'normal', cardTopupDisabled: true }),
    ).toBe('card_topup_disabled')
    expect(getActionBlocker({ action: 'otp', userState: 'normal', cardTopupDisabled: true })).toBeNull()
    expect(getActionBlocker({ action: 'topup', userState: '' })).toBeNull()
  })
})
