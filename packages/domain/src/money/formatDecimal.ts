import { InvalidDecimalError } from './errors'
import { pow10 } from './pow10'
import { divideRounded, type Rounding } from './rounding'

export type FormatDecimalOptions = {
  /** Keep at least this many fraction digits (pads with zeros). Default 0: trailing zeros are trimmed. */
  minFractionDigits?: number | undefined
}

/**
 * Formats an integer amount of base units as an exact decimal string, without losing digits:
 * `formatDecimal(1510000n, 6)` is `"1.51"`, `formatDecimal(-5n, 2)` is `"-0.05"`.
 */
export function formatDecimal(value: bigint, decimals: number, options: FormatDecimalOptions = {}): string {
  const unit = pow10(decimals)
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const integer = (magnitude / unit).toString()
  let fraction = decimals === 0 ? '' : (magnitude % unit).toString().padStart(decimals, '0')
  const keep = Math.min(options.minFractionDigits ?? 0, decimals)
  let end = fraction.length
  while (end > keep && fraction[end - 1] === '0') end--
  fraction = fraction.slice(0, end).padEnd(options.minFractionDigits ?? 0, '0')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

/**
 * Formats with exactly `fractionDigits` digits after the dot, rounding the dropped digits as asked:
 * `formatFixed(1234567n, 6, 2, 'down')` is `"1.23"`, with `'up'` it is `"1.24"`.
 * With `exact`, throws `InvalidDecimalError` (reason `precision`) when digits would be lost.
 */
export function formatFixed(
  value: bigint,
  decimals: number,
  fractionDigits: number,
  rounding: Rounding,
): string {
  if (fractionDigits >= decimals) {
    return formatDecimal(value * pow10(fractionDigits - decimals), fractionDigits, {
      minFractionDigits: fractionDigits,
    })
  }
  const rounded = divideRounded(value, pow10(decimals - fractionDigits), rounding)
  if (rounded === null) {
    throw new InvalidDecimalError({ value, reason: 'precision', decimals: fractionDigits })
  }
  return formatDecimal(rounded, fractionDigits, { minFractionDigits: fractionDigits })
}
