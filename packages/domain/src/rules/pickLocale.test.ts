import { describe, expect, it } from 'vitest'
import { localeOfTag, pickLocale } from './pickLocale'

describe('pickLocale', () => {
  it('maps a tag to the app locale it names', () => {
    expect(localeOfTag('de-DE')).toBe('de')
    expect(localeOfTag('DE')).toBe('de')
    expect(localeOfTag('ru-RU')).toBe('ru')
    expect(localeOfTag('zh-Hant-TW')).toBe('zh-tw')
    expect(localeOfTag('zh-HK')).toBe('zh-tw')
    expect(localeOfTag('zh-CN')).toBe('zh-cn')
    expect(localeOfTag('zh')).toBe('zh-cn')
    expect(localeOfTag('fr-FR')).toBeUndefined()
    expect(localeOfTag('')).toBeUndefined()
  })

  it('takes the first of the person languages the app is written in', () => {
    expect(pickLocale(['fr-FR', 'de-DE', 'en'])).toBe('de')
    expect(pickLocale(['en-US', 'de'])).toBe('en')
    expect(pickLocale(['fr', 'it'])).toBeUndefined()
    expect(pickLocale([])).toBeUndefined()
  })
})
