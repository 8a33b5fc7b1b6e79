import { formatDecimal } from './formatDecimal'
import { type ParseDecimalOptions, parseDecimal } from './parseDecimal'

/**
 * Parses a token amount typed by a user ("1.5") into base units for a token with `decimals` decimals.
 * Negative amounts and excess precision are refused unless options say otherwise.
 */
export function parseTokenAmount(value: string, decimals: number, options: ParseDecimalOptions = {}): bigint {
  return parseDecimal(value, decimals, options)
}

/** Formats token base units as an exact decimal string with trailing zeros trimmed ("1.51", "0.000000000000000001"). */
export function formatTokenAmount(baseUnits: bigint, decimals: number): string {
  return formatDecimal(baseUnits, decimals)
}
