import { numberSymbols } from './numberSymbols'

const CANONICAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * A canonical decimal string ("-1234.56", "0.0018") in the notation of `locale`, digit for digit: the integer
 * part grouped by `Intl.NumberFormat` as a bigint, the fraction kept as written ("-1,234.56" in en,
 * "-1.234,56" in de). Anything that is not a canonical decimal comes back unchanged.
 */
export function formatDecimalForLocale(value: string, locale: string): string {
  const match = CANONICAL.exec(value)
  if (!match) return value
  const [, sign = '', integer = '0', fraction] = match
  const grouped = new Intl.NumberFormat(locale).format(BigInt(integer))
  const { decimal } = numberSymbols(locale)
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`
}
