import { describe, expect, test } from 'vitest'
import { LOCALES } from '../constants/locales'
import { isLocale, localizePath, parseLocalePath, switchLocalePath } from './locale'

describe('locale routes', () => {
  test('valid prefixes are exactly de, en, ja, tr, zh-cn, zh-tw', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true)
    for (const other of ['fr', 'zh', 'EN', 'zh-TW', 'card', '']) expect(isLocale(other)).toBe(false)
  })

  test('parseLocalePath', () => {
    expect(parseLocalePath('/zh-tw/card/1')).toEqual({ locale: 'zh-tw', path: '/card/1', explicit: true })
    expect(parseLocalePath('/ja')).toEqual({ locale: 'ja', path: '/', explicit: true })
    expect(parseLocalePath('/ja/')).toEqual({ locale: 'ja', path: '/', explicit: true })
    expect(parseLocalePath('/card')).toEqual({ locale: 'en', path: '/card', explicit: false })
    expect(parseLocalePath('/fr/card')).toEqual({ locale: 'en', path: '/fr/card', explicit: false })
    expect(parseLocalePath('')).toEqual({ locale: 'en', path: '/', explicit: false })
  })

  test('localizePath and switchLocalePath', () => {
    expect(localizePath('ja', '/card/1')).toBe('/ja/card/1')
    expect(localizePath('en', '/')).toBe('/en')
    expect(localizePath('de', 'card/1/topup')).toBe('/de/card/1/topup')
    expect(localizePath('de', '/ja/card')).toBe('/de/card')
    expect(switchLocalePath('/ja/card/1', 'zh-cn')).toBe('/zh-cn/card/1')
    expect(switchLocalePath('/card', 'tr')).toBe('/tr/card')
  })
})
