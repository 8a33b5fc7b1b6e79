import { LOCALES, type Locale } from '../constants/locales'

const locales: ReadonlySet<string> = new Set(LOCALES)

/**
 * The locale one language tag names ("de-DE" -> de; zh-Hant, zh-TW, zh-HK, zh-MO -> zh-tw; any other zh ->
 * zh-cn), or undefined when it names none of the app's.
 */
export function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase()
  if (lower === 'zh' || lower.startsWith('zh-')) return /^zh-(hant|tw|hk|mo)/.test(lower) ? 'zh-tw' : 'zh-cn'
  const base = lower.split('-')[0] ?? ''
  return locales.has(base) ? (base as Locale) : undefined
}

/**
 * The first of a person's languages, best first (the browser's `navigator.languages`, an Accept-Language
 * header in q order), that the app is written in; undefined when none is.
 */
export function pickLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return undefined
}
