import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../locales/en.json'
import { holdChunksUntil } from '../chunks/chunkGate'
import { loadChunk } from '../chunks/loadChunk'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../paths'
import { englishAtStart, loadLaterEnglish } from './englishParts'

type LocaleFile = { default: Record<string, unknown> }

/**
 * One lazily loaded JSON file per other locale. The
 * default locale (en) is bundled into the entry: `/` renders without waiting for a second request after the
 * entry script, and en is the fallback of every other locale anyway.
 */
const localeFiles = import.meta.glob<LocaleFile>(['../../locales/*.json', '!../../locales/en.json'])
// Tests render components without their lazy chunks: all of English at once there (the build drops this).
const allEnglishAtOnce = import.meta.env.MODE === 'test'
const englishBundled = allEnglishAtOnce ? (en as Record<string, unknown>) : englishAtStart
const bundledLocales: Record<string, Record<string, unknown>> = { [DEFAULT_LOCALE]: englishBundled }

class LocaleLoadError extends Error {
  override name = 'LocaleLoadError' as const
  shortMessage: string
  constructor(locale: string, options: { cause?: unknown } = {}) {
    super(`The ${locale} translations could not be loaded.`, options)
    this.shortMessage = this.message
  }
}

async function loadLocaleFile(locale: string): Promise<Record<string, unknown>> {
  const bundled = bundledLocales[locale]
  if (bundled) return bundled
  const load = localeFiles[`../../locales/${locale}.json`]
  if (!load) throw new LocaleLoadError(locale)
  try {
    return (await loadChunk(load)).default
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

/**
 * The i18next instance: en from the bundle (ready at once, so `/` renders on the first pass), any other
 * locale through the lazy backend (the app suspends until it arrives, then shows that language).
 */
export function createI18n(initialLocale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance()
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initialLocale,
      fallbackLng: DEFAULT_LOCALE,
      resources: { [DEFAULT_LOCALE]: { translation: englishBundled } },
      partialBundledLanguages: true,
      supportedLngs: [...LOCALES],
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    })
  if (!allEnglishAtOnce)
    holdChunksUntil(() =>
      loadLaterEnglish().then((later) => {
        instance.addResourceBundle(DEFAULT_LOCALE, 'translation', later, true, false)
      }),
    )
  return instance
}
