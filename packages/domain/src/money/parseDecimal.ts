import { InvalidDecimalError } from './errors'
import { pow10 } from './pow10'
import { divideRounded, type Rounding } from './rounding'

export type ParseDecimalOptions = {
  /** What to do with fraction digits beyond `decimals`. Default `exact` (refuse). */
  rounding?: Rounding | undefined
  /** Accept a leading minus sign. Default false: amounts entered or sent are never negative. */
  allowNegative?: boolean | undefined
}

export type ParseDecimalErrorType = InvalidDecimalError

// Digits, optionally a dot and more digits. No sign (handled apart), no exponent, no grouping,
// no leading or trailing dot, no whitespace: callers trim user input first.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * Parses a decimal string into an integer of `decimals` base units: `parseDecimal('1.51', 6)` is `1510000n`.
 * Refuses anything that is not a string (a JS number may already have lost precision), exponents, NaN,
 * empty strings, and more fraction digits than `decimals` unless a rounding direction is given.
 */
export function parseDecimal(value: string, decimals: number, options: ParseDecimalOptions = {}): bigint {
  const { rounding = 'exact', allowNegative = false } = options
  const unit = pow10(decimals)
  if (typeof value !== 'string') throw new InvalidDecimalError({ value, reason: 'not-a-string' })
  if (value.length === 0) throw new InvalidDecimalError({ value, reason: 'empty' })
  const match = DECIMAL.exec(value)
  if (!match) throw new InvalidDecimalError({ value, reason: 'format' })
  const [, sign = '', integer = '0', fraction = ''] = match
  const negative = sign === '-'
  if (negative && !allowNegative) throw new InvalidDecimalError({ value, reason: 'negative' })

  const digits = BigInt(integer + fraction)
  const signed = negative ? -digits : digits
  if (fraction.length <= decimals) return signed * (unit / pow10(fraction.length))

  const result = divideRounded(signed, pow10(fraction.length - decimals), rounding)
  if (result === null) throw new InvalidDecimalError({ value, reason: 'precision', decimals })
  return result
}
