import { LOCALES as DOMAIN_LOCALES, SWITCHER_LOCALES as DOMAIN_SWITCHER } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import {
  isLocale,
  LOCALES,
  localizePath,
  paths,
  SWITCHER_LOCALES,
  splitLocale,
  switchLocalePath,
} from './paths'

describe('locale prefix rules', () => {
  it('accepts exactly de, en, ja, ru, tr, zh-cn, zh-tw; the menu lists all seven', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'ja', 'ru', 'tr', 'zh-cn', 'zh-tw'])
    expect(isLocale('fr')).toBe(false)
    expect(isLocale('zh')).toBe(false)
    expect([...SWITCHER_LOCALES].sort()).toEqual([...LOCALES].sort())
    // The web copy (kept out of the domain barrel for bundle size) must equal the domain constants.
    expect([...LOCALES].sort()).toEqual([...DOMAIN_LOCALES].sort())
    expect(SWITCHER_LOCALES).toEqual(DOMAIN_SWITCHER)
  })

  it('splits the prefix from the path; no prefix is en', () => {
    expect(splitLocale('/zh-tw/card/1')).toEqual({ locale: 'zh-tw', path: '/card/1', prefixed: true })
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/', prefixed: true })
    expect(splitLocale('/card')).toEqual({ locale: 'en', path: '/card', prefixed: false })
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/', prefixed: false })
    expect(splitLocale('/fr/card')).toEqual({ locale: 'en', path: '/fr/card', prefixed: false })
  })

  it('builds every path in one place and prefixes all but the default locale', () => {
    expect(paths.card('a b')).toBe('/card/a%20b')
    expect(paths.topup('c1')).toBe('/card/c1/topup')
    expect(paths.deposit('c 1')).toBe('/card/c%201/deposit')
    expect(localizePath(paths.profile(), 'de')).toBe('/de/profile')
    expect(localizePath(paths.qa(), 'en')).toBe('/qa')
    expect(localizePath(paths.home(), 'ja')).toBe('/ja')
    expect(localizePath(paths.cards(), 'zh-cn')).toBe('/zh-cn/card')
    expect(localizePath(paths.card('c1'), 'en')).toBe('/card/c1')
  })

  it('changing language keeps the path, query and hash and swaps the prefix', () => {
    expect(switchLocalePath('/card/c1/topup', '?x=1', '#t', 'zh-tw')).toBe('/zh-tw/card/c1/topup?x=1#t')
    expect(switchLocalePath('/zh-tw/card/c1', '', '', 'zh-cn')).toBe('/zh-cn/card/c1')
    expect(switchLocalePath('/zh-cn/card', '', '', 'en')).toBe('/card')
    expect(switchLocalePath('/ja', '?code=A', '', 'en')).toBe('/?code=A')
  })
})
