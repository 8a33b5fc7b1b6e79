export type NumberSymbols = {
  /** Decimal separator of the locale ("." in en, "," in de and tr). */
  decimal: string
  /** Grouping separator ("," in en, "." in de and tr, a narrow no-break space in ru). */
  group: string
  /** Puts a formatted number where the locale writes percentages ("0.18%", "0,18 %", "%0,18"). */
  percent: (formatted: string) => string
}

const cache = new Map<string, NumberSymbols>()

/**
 * The separators and percent pattern of `locale`, read from `Intl.NumberFormat`. The sample numbers are
 * only probes of the notation; no amount is ever formatted through a float.
 */
export function numberSymbols(locale: string): NumberSymbols {
  const known = cache.get(locale)
  if (known) return known
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5)
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.'
  const group = parts.find((p) => p.type === 'group')?.value ?? ','
  const percentParts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5)
  const percent = (formatted: string) =>
    percentParts.map((p) => (p.type === 'integer' ? formatted : p.value)).join('')
  const symbols = { decimal, group, percent }
  cache.set(locale, symbols)
  return symbols
}
