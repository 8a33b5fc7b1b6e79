// Locales (SPEC sections 2 and 9). Route prefixes use exactly these codes.

export const LOCALES = ['en', 'zh-tw', 'zh-cn', 'tr', 'ja', 'de', 'ru'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** The language switcher lists every language the app is written in: a person finds their own there. */
export const SWITCHER_LOCALES: readonly Locale[] = [...LOCALES]
