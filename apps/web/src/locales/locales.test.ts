import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../lib/paths'

const dir = import.meta.dirname
type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const load = (locale: string) =>
  flatten(JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree)

/** Words that stay the same in every language: brand and network names, units, codes. */
const UNTRANSLATED_WORDS = ['Chaincard', 'USD', 'OK', '3DS', 'NFT', 'Ethereum', 'WalletConnect']

/** True when a value equal to English would still be fine (only placeholders, brand names, numbers). */
export function isTrivial(value: string): boolean {
  let rest = value.replace(/\{\{[^}]*\}\}/g, ' ')
  for (const word of UNTRANSLATED_WORDS) rest = rest.replaceAll(word, ' ')
  return (rest.match(/\p{L}/gu) ?? []).length < 3
}

const en = load('en')
const others = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'en.json')
  .map((file) => file.replace(/\.json$/, ''))

describe('locale files', () => {
  it('exist for every route locale, plus ru', () => {
    for (const locale of [...LOCALES, 'ru']) expect(readdirSync(dir)).toContain(`${locale}.json`)
  })

  it('the check itself: spots missing keys and English copies', () => {
    expect(isTrivial('Chaincard')).toBe(true)
    expect(isTrivial('{{email}}')).toBe(true)
    expect(isTrivial('Connect wallet')).toBe(false)
  })

  for (const locale of others) {
    describe(locale, () => {
      const translated = load(locale)

      it('has every key of en.json and no other', () => {
        const missing = [...en.keys()].filter((key) => !translated.has(key))
        const extra = [...translated.keys()].filter((key) => !en.has(key))
        expect(missing).toEqual([])
        expect(extra).toEqual([])
      })

      it('holds no copy of an English string', () => {
        const copies = [...en].filter(([key, value]) => translated.get(key) === value && !isTrivial(value))
        expect(copies).toEqual([])
      })

      it('keeps the placeholders of each English string', () => {
        for (const [key, value] of en) {
          const placeholders = (value.match(/\{\{[^}]*\}\}/g) ?? []).sort()
          expect([key, (translated.get(key)?.match(/\{\{[^}]*\}\}/g) ?? []).sort()]).toEqual([
            key,
            placeholders,
          ])
        }
      })
    })
  }

  it('German addresses the person as "Sie" throughout, never "du"', () => {
    // The informal pronouns and the imperatives the texts used with them.
    const informal =
      /(?<!\p{L})(du|dich|dir|dein\p{L}*|euch|euer\p{L}*|schau|lade die|versuche es|verbinde|wende dich|gib ihn|tippe|erhalte|öffne|füge|erlaube)(?!\p{L})/iu
    const found = [...load('de')].filter(([, value]) => informal.test(value)).map(([key]) => key)
    expect(found).toEqual([])
  })
})
