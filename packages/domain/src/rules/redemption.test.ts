import { describe, expect, test } from 'vitest'
import { REDEEMABLE_OPTIONS_MICRO_USD } from '../constants/rewards'
import { parseUsd } from '../money/usd'
import { canRedeem, getRedemptionOptions } from './redemption'

describe('reward redemption', () => {
  test('options above the reward balance are disabled', () => {
    expect(getRedemptionOptions(REDEEMABLE_OPTIONS_MICRO_USD, parseUsd('20'))).toEqual([
      { amount: parseUsd('10'), disabled: false },
      { amount: parseUsd('20'), disabled: false },
      { amount: parseUsd('50'), disabled: true },
      { amount: parseUsd('100'), disabled: true },
    ])
    expect(
      getRedemptionOptions(REDEEMABLE_OPTIONS_MICRO_USD, parseUsd('9.99')).every((o) => o.disabled),
    ).toBe(true)
  })

  test('canRedeem: one of the options and within the balance', () => {
    expect(canRedeem(parseUsd('50'), REDEEMABLE_OPTIONS_MICRO_USD, parseUsd('50'))).toBe(true)
    expect(canRedeem(parseUsd('50'), REDEEMABLE_OPTIONS_MICRO_USD, parseUsd('49.99'))).toBe(false)
    expect(canRedeem(parseUsd('15'), REDEEMABLE_OPTIONS_MICRO_USD, parseUsd('100'))).toBe(false)
    expect(canRedeem(0n, [0n], parseUsd('100'))).toBe(false)
  })
})
