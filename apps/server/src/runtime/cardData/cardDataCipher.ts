import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { CardDataDecryptError, CardDataKeyError } from './cardDataErrors'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** Parses a 32-byte AES key given as 64 hex characters (optionally 0x-prefixed). */
export function parseCardDataKey(hex: string): Buffer {
  const clean = hex.trim().replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]{64}$/.test(clean))
    throw new CardDataKeyError('CARD_DATA_KEY must be 32 bytes as 64 hex characters')
  return Buffer.from(clean, 'hex')
}

/**
 * Encrypts card data (PAN, CVV) with AES-256-GCM. `context` (e.g. `card:<id>:pan`) is bound as
 * additional authenticated data, so a ciphertext copied onto another card or field does not decrypt.
 * Output: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function encryptCardData(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.')
}

/** Reverses `encryptCardData`; throws `CardDataDecryptError` on any mismatch (key, context, tampering). */
export function decryptCardData(key: Buffer, sealed: string, context: string): string {
  const parts = sealed.split('.')
  if (parts.length !== 4 || parts[0] !== VERSION) throw new CardDataDecryptError()
  try {
    const iv = Buffer.from(parts[1]!, 'base64url')
    const tag = Buffer.from(parts[2]!, 'base64url')
    const body = Buffer.from(parts[3]!, 'base64url')
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new CardDataDecryptError()
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch (error) {
    if (error instanceof CardDataDecryptError) throw error
    throw new CardDataDecryptError({ cause: error })
  }
}
