import { useMemo } from 'react'
import { ALPHA3_TO_ALPHA2 } from './countryCodes'

export type NamedCountry = { code: string; name: string }

/** Every ISO 3166-1 country by its alpha-3 code, named in `language` and sorted by that name. */
export function useCountryNames(language: string): NamedCountry[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' })
    const collator = new Intl.Collator(language)
    return Object.entries(ALPHA3_TO_ALPHA2)
      .map(([code, alpha2]) => ({ code, name: names.of(alpha2) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }, [language])
}
