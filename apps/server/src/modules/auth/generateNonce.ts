import { randomBytes } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random alphanumeric nonce (default 24 characters, ~142 bits), unbiased by rejection sampling. */
export function generateNonce(length = 24): string {
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62]
    }
  }
  return out
}
