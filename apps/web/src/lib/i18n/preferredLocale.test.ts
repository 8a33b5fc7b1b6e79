import { describe, expect, it } from 'vitest'
import { preferredLocalePath, rememberLocale } from './preferredLocale'

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('preferredLocalePath', () => {
  it('a first visit to an unprefixed page follows the browser language, keeping path, query and hash', () => {
    expect(preferredLocalePath(at('/'), ['de-DE', 'de', 'en'], memory())).toBe('/de')
    expect(preferredLocalePath(at('/card/c1', '?code=X', '#h'), ['ru-RU'], memory())).toBe(
      '/ru/card/c1?code=X#h',
    )
    expect(preferredLocalePath(at('/'), ['fr-FR', 'zh-TW'], memory())).toBe('/zh-tw')
  })

  it('stays for an English browser, an unknown language, and a page that names its language', () => {
    expect(preferredLocalePath(at('/'), ['en-US', 'de'], memory())).toBeUndefined()
    expect(preferredLocalePath(at('/'), ['fr-FR'], memory())).toBeUndefined()
    expect(preferredLocalePath(at('/ja/card'), ['de-DE'], memory())).toBeUndefined()
  })

  it('a language chosen from a menu wins over the browser, English too', () => {
    const storage = memory()
    rememberLocale('en', storage)
    expect(preferredLocalePath(at('/'), ['de-DE'], storage)).toBeUndefined()
    rememberLocale('tr', storage)
    expect(preferredLocalePath(at('/qa'), ['de-DE'], storage)).toBe('/tr/qa')
    // Something else under the key is ignored.
    expect(preferredLocalePath(at('/'), ['de-DE'], memory({ 'chaincard.locale': 'xx' }))).toBe('/de')
  })

  it('a storage that throws is no storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(preferredLocalePath(at('/'), ['de-DE'], broken)).toBe('/de')
    expect(() =>
      rememberLocale('de', {
        setItem: () => {
          throw new Error('full')
        },
      }),
    ).not.toThrow()
  })
})
