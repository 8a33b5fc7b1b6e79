import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decryptCardData, encryptCardData, parseCardDataKey } from './cardDataCipher'
import { CardDataDecryptError, CardDataKeyError } from './cardDataErrors'
import { loadCardDataKey } from './loadCardDataKey'

describe('card data cipher (AES-256-GCM)', () => {
  const key = randomBytes(32)

  it('round-trips and never contains the clear text', () => {
    const sealed = encryptCardData(key, '4000001234567899', 'card:a:pan')
    expect(sealed).not.toContain('4000001234567899')
    expect(sealed.startsWith('v1.')).toBe(true)
    expect(decryptCardData(key, sealed, 'card:a:pan')).toBe('4000001234567899')
    // Fresh IV each time.
    expect(encryptCardData(key, '4000001234567899', 'card:a:pan')).not.toBe(sealed)
  })

  it('refuses another key, another context, or tampering', () => {
    const sealed = encryptCardData(key, '123', 'card:a:cvv')
    expect(() => decryptCardData(randomBytes(32), sealed, 'card:a:cvv')).toThrow(CardDataDecryptError)
    expect(() => decryptCardData(key, sealed, 'card:b:cvv')).toThrow(CardDataDecryptError)
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[3] = body.toString('base64url')
    expect(() => decryptCardData(key, parts.join('.'), 'card:a:cvv')).toThrow(CardDataDecryptError)
    expect(() => decryptCardData(key, 'garbage', 'card:a:cvv')).toThrow(CardDataDecryptError)
  })

  it('parses only 32-byte hex keys', () => {
    expect(parseCardDataKey(`0x${'ab'.repeat(32)}`).length).toBe(32)
    expect(() => parseCardDataKey('ab'.repeat(31))).toThrow(CardDataKeyError)
    expect(() => parseCardDataKey('zz'.repeat(32))).toThrow(CardDataKeyError)
  })
})

describe('loadCardDataKey', () => {
  it('generates one sandbox key with mode 0600 and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cck-'))
    const first = loadCardDataKey({ sandboxDataDir: dir })
    const second = loadCardDataKey({ sandboxDataDir: dir })
    expect(first.equals(second)).toBe(true)
    expect(first.length).toBe(32)
    expect(statSync(join(dir, 'card-data-key')).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(dir, 'card-data-key'), 'utf8').trim()).toBe(first.toString('hex'))
  })

  it('prefers CARD_DATA_KEY and requires it outside sandbox', () => {
    const hex = 'cd'.repeat(32)
    expect(loadCardDataKey({ cardDataKey: hex }).toString('hex')).toBe(hex)
    expect(() => loadCardDataKey({})).toThrow(CardDataKeyError)
  })
})
