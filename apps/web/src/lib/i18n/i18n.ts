import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../paths'

type LocaleFile = { default: Record<string, unknown> }

/** One lazily loaded JSON file per locale (ru is shipped too, though no route selects it yet). */
const localeFiles = import.meta.glob<LocaleFile>('../../locales/*.json')

export class LocaleLoadError extends Error {
  override name = 'LocaleLoadError' as const
  shortMessage: string
  constructor(locale: string, options: { cause?: unknown } = {}) {
    super(`The ${locale} translations could not be loaded.`, options)
    this.shortMessage = this.message
  }
}

export async function loadLocaleFile(locale: string): Promise<Record<string, unknown>> {
  const load = localeFiles[`../../locales/${locale}.json`]
  if (!load) throw new LocaleLoadError(locale)
  try {
    return (await load()).default
  } catch (cause) {
    throw new LocaleLoadError(locale, { cause })
  }
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadLocaleFile(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

export function createI18n(initialLocale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance()
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initialLocale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES, 'ru'],
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    })
  return instance
}
