import { numberSymbols } from './numberSymbols'

/** Spaces a person may type or paste inside a number (space, no-break and narrow no-break spaces). */
const SPACES = /[\s\u00a0\u202f]/g

/**
 * A number typed in the notation of `locale`, as a canonical decimal string for `parseDecimal`: "25,50" in
 * de or tr is "25.50", "1.234,5" is "1234.5"; "25.50" is also accepted there (a dot typed on a keypad).
 * Grouping is accepted only where the locale puts it (groups of three after the first). Null when the text
 * is not a plain non-negative number.
 */
export function parseDecimalForLocale(input: string, locale: string): string | null {
  const text = input.replace(SPACES, '')
  if (text === '') return null
  const { decimal, group } = numberSymbols(locale)
  const separators = [...new Set(text.replace(/\d/g, ''))]
  if (separators.some((c) => c !== '.' && c !== ',')) return null
  let integer = text
  let fraction: string | undefined
  const lastDecimal = text.lastIndexOf(decimal)
  const both = separators.length === 2
  if (both || lastDecimal >= 0) {
    // The locale's decimal separator splits; anything before it may only be its grouping.
    if (lastDecimal < 0) return null
    integer = text.slice(0, lastDecimal)
    fraction = text.slice(lastDecimal + 1)
    if (integer.includes(decimal)) return null
  } else if (separators.length === 1) {
    // Only the other separator: a decimal point when it appears once and is not a thousands group.
    const other = separators[0] as string
    const pieces = text.split(other)
    const looksGrouped =
      pieces.length > 2 || (other === group && /^\d{1,3}$/.test(pieces[0] ?? '') && pieces[1]?.length === 3)
    if (looksGrouped) {
      if (other !== group) return null
      integer = text
    } else {
      integer = pieces[0] ?? ''
      fraction = pieces[1]
    }
  }
  if (integer.includes(group)) {
    const groups = integer.split(group)
    if (!/^\d{1,3}$/.test(groups[0] ?? '') || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
    integer = groups.join('')
  }
  if (!/^\d+$/.test(integer) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null
  return fraction === undefined ? integer : `${integer}.${fraction}`
}
