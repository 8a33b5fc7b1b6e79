import { multiplyByDecimal, parseRatio } from './multiplyByDecimal'

/**
 * Rebate (or any share) of an amount: `amountMicroUsd * fraction`, with the fraction as a decimal string
 * ("0.002" for 0.2%), rounded down to the micro-dollar because it is a credit. Fraction must be in [0, 1].
 */
export function rebateOf(amountMicroUsd: bigint, fraction: string): bigint {
  if (amountMicroUsd < 0n) throw new RangeError('amount must not be negative')
  const { units, scale } = parseRatio(fraction)
  if (units > scale) throw new RangeError(`fraction must be at most 1 (got ${fraction})`)
  return multiplyByDecimal(amountMicroUsd, fraction, 'down')
}
