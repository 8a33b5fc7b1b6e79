import { multiplyByDecimal, parseRatio } from './multiplyByDecimal'

export type ApplyFeeResult = {
  /** Fee taken, micro-USD, rounded up to the micro-dollar. */
  fee: bigint
  /** What is left for the card: amount - fee. */
  net: bigint
}

/**
 * Fee on a top-up of `amountMicroUsd` at `feeRate` ("0.0018"), rounded up to the micro-dollar
 * so the fee is never under-charged. The rate must be in [0, 1); the amount must not be negative.
 */
export function computeFee(amountMicroUsd: bigint, feeRate: string): bigint {
  if (amountMicroUsd < 0n) throw new RangeError('amount must not be negative')
  const { units, scale } = parseRatio(feeRate)
  if (units >= scale) throw new RangeError(`fee rate must be below 1 (got ${feeRate})`)
  return multiplyByDecimal(amountMicroUsd, feeRate, 'up')
}

/** Splits a top-up into the fee (rounded up) and the net credit (amount - fee). */
export function applyFee(amountMicroUsd: bigint, feeRate: string): ApplyFeeResult {
  const fee = computeFee(amountMicroUsd, feeRate)
  return { fee, net: amountMicroUsd - fee }
}
