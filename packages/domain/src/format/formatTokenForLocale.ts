import { formatFixed } from '../money/formatDecimal'
import { pow10 } from '../money/pow10'
import { formatDecimalForLocale } from './formatDecimalForLocale'

/** Significant digits kept for amounts below 1 (0.00012345 ETH, not 0.000123456789012345). */
const SMALL_SIGNIFICANT_DIGITS = 4

/**
 * A token amount for people, rounded down (a balance is never shown higher than it is): 2 decimals from
 * 1,000 up ("8,999.95 ETH", not "8999.955293518613505544"), 4 from 1, and 4 significant digits below 1;
 * trailing zeros trimmed; never more decimals than the token has. In the notation of `locale`.
 */
export function formatTokenForLocale(baseUnits: bigint, decimals: number, locale: string): string {
  const negative = baseUnits < 0n
  const magnitude = negative ? -baseUnits : baseUnits
  const whole = magnitude / pow10(decimals)
  let digits: number
  if (whole >= 1_000n) digits = 2
  else if (whole >= 1n) digits = 4
  else if (magnitude === 0n) digits = 0
  else {
    // Leading zeros after the point, then the significant digits.
    const fraction = magnitude.toString().padStart(decimals, '0')
    const zeros = fraction.length - fraction.replace(/^0+/, '').length
    digits = zeros + SMALL_SIGNIFICANT_DIGITS
  }
  const fixed = formatFixed(magnitude, decimals, Math.min(digits, decimals), 'down')
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
  return formatDecimalForLocale(`${negative && trimmed !== '0' ? '-' : ''}${trimmed}`, locale)
}
