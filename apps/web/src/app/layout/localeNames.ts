import type { Locale } from '../../lib/paths'

/** Each language in its own name (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  ru: 'Русский',
  tr: 'Türkçe',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
}

export const triggerClass = 'rounded-lg px-3 py-2 text-sm hover:bg-slate-800'

/**
 * The menu button's accessible name: its visible text first, then what it is for ("English (Language)"),
 * so the name contains the visible label (WCAG 2.5.3, Lighthouse label-content-name-mismatch).
 */
export function languageMenuLabel(locale: Locale, languageWord: string): string {
  return `${LOCALE_NAMES[locale]} (${languageWord})`
}
