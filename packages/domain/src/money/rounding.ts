/**
 * How to treat digits that do not fit:
 * - `down`: toward negative infinity (credits, rebates, amounts we give: never give more than owed);
 * - `up`: toward positive infinity (fees, minimums, amounts we take: never take less than due);
 * - `exact`: refuse, throwing `InvalidDecimalError` with reason `precision`.
 */
export type Rounding = 'down' | 'up' | 'exact'

/** Divides `numerator` by a positive `denominator`, rounding as asked. Returns null for `exact` with a remainder. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint | null {
  if (denominator <= 0n) throw new RangeError('denominator must be positive')
  const quotient = numerator / denominator // truncates toward zero
  const remainder = numerator % denominator
  if (remainder === 0n) return quotient
  if (rounding === 'exact') return null
  if (rounding === 'down') return numerator < 0n ? quotient - 1n : quotient
  return numerator > 0n ? quotient + 1n : quotient
}
