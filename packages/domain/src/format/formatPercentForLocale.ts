import { formatDecimalForLocale } from './formatDecimalForLocale'
import { formatPercent } from './formatPercent'
import { numberSymbols } from './numberSymbols'

/** A fraction ("0.0018") as a percent in the notation of `locale`: "0.18%" in en, "0,18 %" in de, "%0,18" in tr. */
export function formatPercentForLocale(fraction: string, locale: string): string {
  return numberSymbols(locale).percent(formatDecimalForLocale(formatPercent(fraction).slice(0, -1), locale))
}

/** A display percent (0-100, already a percent, not money) the same way: 22.5 -> "22.5%" / "22,5 %". */
export function formatPercentValueForLocale(percent: number, locale: string): string {
  const formatted = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(percent)
  return numberSymbols(locale).percent(formatted)
}
