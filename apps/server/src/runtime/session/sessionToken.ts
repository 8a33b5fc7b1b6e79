import { createHash, randomBytes } from 'node:crypto'

/** The session id stored in the database: sha256 (hex) of the cookie token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new random cookie token (32 bytes, base64url) and its stored id. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, id: hashSessionToken(token) }
}
