import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants/locales'

const locales: ReadonlySet<string> = new Set(LOCALES)

/** True for a supported locale code used as a route prefix (exact, lower case: "zh-tw"). */
export function isLocale(value: string): value is Locale {
  return locales.has(value)
}

export type ParsedLocalePath = {
  locale: Locale
  /** The path without the locale prefix, always starting with "/". */
  path: string
  /** Whether the path carried a locale prefix. */
  explicit: boolean
}

/**
 * Splits an optional locale prefix from a pathname: "/zh-tw/card/1" -> { locale: "zh-tw", path: "/card/1" },
 * "/card" -> { locale: "en", path: "/card", explicit: false }. Only de, en, ja, ru, tr, zh-cn, zh-tw are prefixes.
 */
export function parseLocalePath(pathname: string): ParsedLocalePath {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`
  const [, first = '', ...rest] = normalized.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, explicit: true }
  return { locale: DEFAULT_LOCALE, path: normalized, explicit: false }
}

/** Locale-prefixed path: localizePath('ja', '/card/1') -> "/ja/card/1"; localizePath('en', '/') -> "/en". */
export function localizePath(locale: Locale, path: string): string {
  const { path: bare } = parseLocalePath(path)
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

/** The same page in another language: switchLocalePath('/ja/card/1', 'de') -> "/de/card/1". */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localizePath(locale, parseLocalePath(pathname).path)
}
