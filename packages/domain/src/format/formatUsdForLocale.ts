import type { Rounding } from '../money/rounding'
import { formatUsd, parseUsd } from '../money/usd'
import { formatDecimalForLocale } from './formatDecimalForLocale'

/**
 * Micro-USD with exactly 2 decimals in the notation of `locale` ("1,234.56" in en, "1.234,56" in de).
 * Rounded down by default: a balance is never shown higher than it is.
 */
export function formatUsdForLocale(
  microUsd: bigint,
  locale: string,
  rounding: Exclude<Rounding, 'exact'> = 'down',
): string {
  return formatDecimalForLocale(formatUsd(microUsd, rounding), locale)
}

/** A USD wire string ("-3.1", "1234.50") the same way; a string that is not a decimal is shown as is. */
export function formatUsdStringForLocale(value: string, locale: string): string {
  try {
    return formatUsdForLocale(parseUsd(value, { allowNegative: true, rounding: 'down' }), locale)
  } catch {
    return value
  }
}
