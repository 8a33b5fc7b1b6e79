import { describe, expect, it } from 'vitest'
import { DEFAULT_CARD_CONTROLS } from '../../schemas/controls'
import type { ControlsState } from './decideControls'
import { decideIncrementControls } from './decideIncrementControls'
import { DEFAULT_PROGRAM_POLICY } from './programPolicy'

const USD = 1_000_000n

// A card whose purchase of 10.00 today was approved; the hotel asks for more.
const state = (
  limits: Partial<ControlsState['controls']['limits']>,
  velocity: Partial<ControlsState['velocity']> = {},
): Pick<ControlsState, 'controls' | 'policy' | 'velocity'> => ({
  controls: { ...DEFAULT_CARD_CONTROLS, limits: { ...DEFAULT_CARD_CONTROLS.limits, ...limits } },
  policy: DEFAULT_PROGRAM_POLICY,
  velocity: { dayAmountMicro: 10n * USD, dayCount: 1, monthAmountMicro: 10n * USD, ...velocity },
})

describe('decideIncrementControls', () => {
  it('holds the day to the owner limit at exactly its amount: 15.00 takes 5.00 more, not 5.000001', () => {
    expect(
      decideIncrementControls({ amountMicro: 5n * USD, totalMicro: 15n * USD }, state({ daily: '15.00' })),
    ).toBe(null)
    expect(
      decideIncrementControls(
        { amountMicro: 5n * USD + 1n, totalMicro: 15n * USD + 1n },
        state({ daily: '15.00' }),
      ),
    ).toEqual({ approved: false, reason: 'over_daily_limit', limitMicro: 15n * USD })
  })

  it('holds the purchase whole amount to the per-purchase limit, whatever the day', () => {
    expect(
      decideIncrementControls(
        { amountMicro: 15n * USD, totalMicro: 25n * USD },
        state({ perPurchase: '20.00' }),
      ),
    ).toEqual({ approved: false, reason: 'over_purchase_limit', limitMicro: 20n * USD })
    expect(
      decideIncrementControls(
        { amountMicro: 10n * USD, totalMicro: 20n * USD },
        state({ perPurchase: '20.00' }),
      ),
    ).toBe(null)
  })

  it('adds to the month, and the program amounts come before the owner', () => {
    expect(
      decideIncrementControls(
        { amountMicro: 5n * USD, totalMicro: 15n * USD },
        state({ monthly: '100.00' }, { monthAmountMicro: 96n * USD }),
      ),
    ).toEqual({ approved: false, reason: 'over_monthly_limit', limitMicro: 100n * USD })
    const overProgram = DEFAULT_PROGRAM_POLICY.dailyAmountMicro
    expect(
      decideIncrementControls(
        { amountMicro: 1n, totalMicro: 1n },
        state({ daily: '1.00' }, { dayAmountMicro: overProgram }),
      ),
    ).toEqual({ approved: false, reason: 'program_policy', rule: 'daily_amount', limitMicro: overProgram })
  })

  it('does not count the increment as another purchase of the day', () => {
    const atCount = state({}, { dayCount: DEFAULT_PROGRAM_POLICY.dailyCount })
    expect(decideIncrementControls({ amountMicro: USD, totalMicro: 11n * USD }, atCount)).toBe(null)
  })
})
