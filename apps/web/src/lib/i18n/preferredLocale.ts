import { pickLocale } from '@chaincard/domain'
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath, splitLocale } from '../paths'

const KEY = 'chaincard.locale'

/** The language the person chose from a menu, remembered on this browser (a storage that fails: none). */
export function rememberLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(KEY, locale)
  } catch {
    // Private mode or a full storage: the choice holds for this visit only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * Where an unprefixed page (`/`, `/card/1`: English) should open instead: in the language the person chose
 * before, else the first of the browser's languages the app is written in. Undefined: stay (a prefixed page, an
 * English choice or browser, or a language the app does not have). Query and hash are kept.
 */
export function preferredLocalePath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  languages: readonly string[],
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): string | undefined {
  const { prefixed, path } = splitLocale(location.pathname)
  if (prefixed) return undefined
  let chosen: string | null = null
  try {
    chosen = storage?.getItem(KEY) ?? null
  } catch {
    chosen = null
  }
  const locale = chosen !== null && isLocale(chosen) ? chosen : pickLocale(languages)
  if (!locale || locale === DEFAULT_LOCALE) return undefined
  return `${localizePath(path, locale)}${location.search}${location.hash}`
}
