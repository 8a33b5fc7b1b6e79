import { describe, expect, test } from 'vitest'
import { REDEEMABLE_OPTIONS_MICRO_USD } from '../constants/rewards'
import { parseUsd } from '../money/usd'
import { canRedeem, checkRedeemAmount, getMaxRedeemable, getRedemptionOptions } from './redemption'

describe('reward redemption', () => {
  test('quick picks above the reward balance are disabled', () => {
    expect(getRedemptionOptions(REDEEMABLE_OPTIONS_MICRO_USD, parseUsd('20'))).toEqual([
      { amount: parseUsd('10'), disabled: false },
      { amount: parseUsd('20'), disabled: false },
      { amount: parseUsd('50'), disabled: true },
      { amount: parseUsd('100'), disabled: true },
    ])
  })

  test('any amount of whole cents from 0.01 up to the balance and the room', () => {
    const balance = parseUsd('12.50')
    // The 2.50 that the fixed options stranded.
    expect(checkRedeemAmount({ amount: parseUsd('2.50'), rewardBalance: balance, room: null })).toBeNull()
    expect(checkRedeemAmount({ amount: parseUsd('12.50'), rewardBalance: balance, room: null })).toBeNull()
    expect(checkRedeemAmount({ amount: parseUsd('0.01'), rewardBalance: balance, room: null })).toBeNull()
    expect(checkRedeemAmount({ amount: 0n, rewardBalance: balance, room: null })).toBe('below_minimum')
    expect(checkRedeemAmount({ amount: 9_999n, rewardBalance: balance, room: null })).toBe('below_minimum')
    expect(checkRedeemAmount({ amount: 1_234_567n, rewardBalance: balance, room: null })).toBe('not_cents')
    expect(checkRedeemAmount({ amount: parseUsd('12.51'), rewardBalance: balance, room: null })).toBe(
      'insufficient_rewards',
    )
    expect(checkRedeemAmount({ amount: parseUsd('5'), rewardBalance: balance, room: parseUsd('4.99') })).toBe(
      'over_card_maximum',
    )
    expect(
      checkRedeemAmount({ amount: parseUsd('5'), rewardBalance: balance, room: parseUsd('5') }),
    ).toBeNull()
  })

  test('canRedeem: at least one cent', () => {
    expect(canRedeem(parseUsd('0.01'))).toBe(true)
    expect(canRedeem(9_999n)).toBe(false)
    expect(canRedeem(-5n)).toBe(false)
  })

  test('the most that can be redeemed: whole cents of the balance, within the room', () => {
    expect(getMaxRedeemable(12_505_000n, null)).toBe(12_500_000n)
    expect(getMaxRedeemable(parseUsd('12.50'), parseUsd('3.333333'))).toBe(parseUsd('3.33'))
    expect(getMaxRedeemable(parseUsd('12.50'), 0n)).toBe(0n)
    expect(getMaxRedeemable(9_999n, null)).toBe(0n)
    expect(getMaxRedeemable(-1n, null)).toBe(0n)
  })
})
