import { describe, expect, it } from 'vitest'
import { resolveStatementLanguage } from './resolveStatementLanguage'

describe('resolveStatementLanguage', () => {
  it('takes lang when the app sent it, whatever Accept-Language says', () => {
    expect(resolveStatementLanguage('ja', 'de-DE,de;q=0.9')).toBe('ja')
    expect(resolveStatementLanguage('zh-tw', undefined)).toBe('zh-tw')
  })

  it('else the first language of Accept-Language a statement is written in: ja, ru and Chinese are their own', () => {
    const cases: [string | undefined, string][] = [
      ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
      ['ru-RU', 'ru'],
      ['zh-TW', 'zh-tw'],
      ['zh-Hant-HK', 'zh-tw'],
      ['zh-HK', 'zh-tw'],
      ['zh-CN,zh;q=0.9', 'zh-cn'],
      ['zh-Hans', 'zh-cn'],
      ['zh', 'zh-cn'],
      ['fr-FR;q=0.9, tr;q=0.8', 'tr'],
      ['en;q=0.5, de;q=0.7', 'de'],
      ['fr-FR, ja;q=0', 'en'],
      ['', 'en'],
      [undefined, 'en'],
    ]
    for (const [header, lang] of cases) expect(resolveStatementLanguage(undefined, header), header).toBe(lang)
  })
})
