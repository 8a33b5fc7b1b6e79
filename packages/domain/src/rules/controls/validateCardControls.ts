import { parseUsd } from '../../money/usd'
import type { CardControlsBody } from '../../schemas/controls'
import type { ProgramPolicy } from './programPolicy'

export type ControlsLimitField = 'limits.perPurchase' | 'limits.daily' | 'limits.monthly'

/** A limit the program's policy does not allow: the field, and the most it may be (micro-USD). */
export type ControlsRefusal = { field: ControlsLimitField; rule: 'above_program_limit'; maxMicro: bigint }

export type ValidateCardControlsResult = { ok: true } | { ok: false; refusals: ControlsRefusal[] }

/**
 * The owner's limits never exceed the program's: the daily and monthly limits their program counterparts, and
 * a single purchase the program's daily amount (a larger purchase could never be approved, so such a limit
 * promises what the card cannot do). The schema (`CardControlsBody`) has already checked the shapes, the
 * categories and the countries; a limit below another (a purchase limit above the daily one) is allowed, as
 * the smaller simply decides first.
 */
export function validateCardControls(
  controls: Pick<CardControlsBody, 'limits'>,
  policy: ProgramPolicy,
): ValidateCardControlsResult {
  const checks: [ControlsLimitField, string | null, bigint][] = [
    ['limits.perPurchase', controls.limits.perPurchase, policy.dailyAmountMicro],
    ['limits.daily', controls.limits.daily, policy.dailyAmountMicro],
    ['limits.monthly', controls.limits.monthly, policy.monthlyAmountMicro],
  ]
  const refusals: ControlsRefusal[] = []
  for (const [field, limit, maxMicro] of checks) {
    if (limit !== null && parseUsd(limit) > maxMicro)
      refusals.push({ field, rule: 'above_program_limit', maxMicro })
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true }
}
