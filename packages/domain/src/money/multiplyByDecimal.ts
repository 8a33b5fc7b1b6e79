import { InvalidDecimalError } from './errors'
import { parseDecimal } from './parseDecimal'
import { pow10 } from './pow10'
import { divideRounded, type Rounding } from './rounding'

/** A non-negative decimal string ("0.0018", "1842.5") as an exact ratio `units / scale`. */
export type DecimalRatio = { units: bigint; scale: bigint }

// Rates carry more digits than money; 36 covers any price feed while bounding the work.
const MAX_RATE_DECIMALS = 36

/** Parses a non-negative decimal string (a rate, a fee rate, a rebate fraction) exactly, without floats. */
export function parseRatio(value: string): DecimalRatio {
  if (typeof value !== 'string') throw new InvalidDecimalError({ value, reason: 'not-a-string' })
  const dot = value.indexOf('.')
  const decimals = dot === -1 ? 0 : value.length - dot - 1
  if (decimals > MAX_RATE_DECIMALS) {
    throw new InvalidDecimalError({ value, reason: 'precision', decimals: MAX_RATE_DECIMALS })
  }
  return { units: parseDecimal(value, decimals), scale: pow10(decimals) }
}

/** `amount * decimal`, rounded as asked: `multiplyByDecimal(1_000_000n, '0.0018', 'up')` is `1800n`. */
export function multiplyByDecimal(amount: bigint, decimal: string, rounding: Rounding): bigint {
  const { units, scale } = parseRatio(decimal)
  const result = divideRounded(amount * units, scale, rounding)
  if (result === null) throw new InvalidDecimalError({ value: decimal, reason: 'precision' })
  return result
}
