/** Every route path, built in one place (no prefix: the current locale is added by `localizePath`). */
export const paths = {
  home: () => '/',
  cards: () => '/card',
  card: (id: string) => `/card/${encodeURIComponent(id)}`,
  topup: (id: string) => `/card/${encodeURIComponent(id)}/topup`,
  deposit: (id: string) => `/card/${encodeURIComponent(id)}/deposit`,
  profile: () => '/profile',
  qa: () => '/qa',
  reserves: () => '/reserves',
  notFound: () => '/404',
} as const

export const LOCALES = ['en', 'de', 'ja', 'ru', 'tr', 'zh-cn', 'zh-tw'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** The language menu lists every language the app is written in (the domain's SWITCHER_LOCALES). */
export const SWITCHER_LOCALES: readonly Locale[] = ['en', 'zh-tw', 'zh-cn', 'tr', 'ja', 'de', 'ru']

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value)
}

/** Splits `/zh-tw/card/1` into its locale and the path without it; no prefix means the default (en). */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]?.toLowerCase()
  if (isLocale(first)) return { locale: first, path: match?.[2] ?? '/', prefixed: true }
  return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname, prefixed: false }
}

/** `/card` in zh-tw is `/zh-tw/card`; the default locale has no prefix. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** The same page in another language: swaps the prefix, keeps path, query and hash. */
export function switchLocalePath(pathname: string, search: string, hash: string, locale: Locale): string {
  return `${localizePath(splitLocale(pathname).path, locale)}${search}${hash}`
}
