// Locales (SPEC sections 2 and 9). Route prefixes use exactly these codes.

export const LOCALES = ['en', 'zh-tw', 'zh-cn', 'tr', 'ja', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** The language switcher lists only these. */
export const SWITCHER_LOCALES: readonly Locale[] = ['en', 'zh-tw', 'zh-cn']
