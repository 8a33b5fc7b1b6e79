import { formatFixed } from './formatDecimal'
import { type ParseDecimalOptions, parseDecimal } from './parseDecimal'
import type { Rounding } from './rounding'

/** Card money is USD held as bigint micro-dollars: 1 USD = 1_000_000n. */
export const USD_DECIMALS = 6
export const MICRO_USD_PER_USD = 1_000_000n
/** Digits after the dot of a USD amount on the wire ("12.30"). */
export const USD_WIRE_FRACTION_DIGITS = 2
/** A USD amount as it travels on the wire: exactly two decimals, optional minus sign. */
export const USD_WIRE_PATTERN = /^-?\d+\.\d{2}$/

/**
 * Parses a USD decimal string ("12.30", "1.51", "0.000001") to micro-USD.
 * More than 6 decimals is refused unless `rounding` is given; negatives only with `allowNegative`.
 */
export function parseUsd(value: string, options: ParseDecimalOptions = {}): bigint {
  return parseDecimal(value, USD_DECIMALS, options)
}

/**
 * Formats micro-USD as the wire's exactly-2-decimal string. The rounding is explicit on purpose:
 * credits and balances shown as available round `down`, fees and minimums round `up`.
 */
export function formatUsd(microUsd: bigint, rounding: Rounding): string {
  return formatFixed(microUsd, USD_DECIMALS, USD_WIRE_FRACTION_DIGITS, rounding)
}

/** True when `value` is a USD wire string with exactly two decimals ("0.00", "-3.10"). */
export function isUsdWireString(value: unknown): value is string {
  return typeof value === 'string' && USD_WIRE_PATTERN.test(value)
}
