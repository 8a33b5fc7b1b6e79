import { describe, expect, it } from 'vitest'
import { DEFAULT_PROGRAM_POLICY } from './programPolicy'
import { validateCardControls } from './validateCardControls'

const policy = {
  ...DEFAULT_PROGRAM_POLICY,
  dailyAmountMicro: 2_500_000_000n,
  monthlyAmountMicro: 10_000_000_000n,
}
const limits = (perPurchase: string | null, daily: string | null, monthly: string | null) => ({
  limits: { perPurchase, daily, monthly },
})

describe('validateCardControls', () => {
  it("takes limits up to exactly the program's, and no limits at all", () => {
    expect(validateCardControls(limits('2500.00', '2500.00', '10000.00'), policy)).toEqual({ ok: true })
    expect(validateCardControls(limits(null, null, null), policy)).toEqual({ ok: true })
    // A purchase limit above the daily one is only ineffective, not wrong.
    expect(validateCardControls(limits('100.00', '50.00', null), policy)).toEqual({ ok: true })
  })

  it("refuses each limit above the program's, naming the field and the most it may be", () => {
    expect(validateCardControls(limits('2500.01', null, null), policy)).toEqual({
      ok: false,
      refusals: [{ field: 'limits.perPurchase', rule: 'above_program_limit', maxMicro: 2_500_000_000n }],
    })
    expect(validateCardControls(limits(null, '2500.01', '10000.01'), policy)).toEqual({
      ok: false,
      refusals: [
        { field: 'limits.daily', rule: 'above_program_limit', maxMicro: 2_500_000_000n },
        { field: 'limits.monthly', rule: 'above_program_limit', maxMicro: 10_000_000_000n },
      ],
    })
  })
})
