import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'

/** A browser's side of Web Push in a test: its P-256 key pair and auth secret, and RFC 8291 decryption. */
export type PushDevice = {
  /** PushSubscription.toJSON() for `endpoint`. */
  subscription(endpoint: string): {
    endpoint: string
    expirationTime: null
    keys: { p256dh: string; auth: string }
  }
  /** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) sent to this device. */
  decrypt(body: Buffer): string
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()
/** HKDF (RFC 5869) with one block of output, as RFC 8291 uses it. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length)

export function createPushDevice(): PushDevice {
  const ecdh = createECDH('prime256v1')
  const uaPublic = ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    subscription: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
      const salt = body.subarray(0, 16)
      const idLength = body[20]!
      const asPublic = body.subarray(21, 21 + idLength)
      const ciphertext = body.subarray(21 + idLength)
      if (idLength !== 65)
        throw new Error(`key id of ${idLength} bytes, expected an uncompressed P-256 point`)
      const ecdhSecret = ecdh.computeSecret(asPublic)
      // RFC 8291 section 3.4: the input keying material from the ECDH secret, the auth secret and both keys.
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic])
      const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32)
      const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12)
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ])
      // One record: the content, the delimiter 0x02 (last record), then zero padding.
      let end = padded.length - 1
      while (end >= 0 && padded[end] === 0) end--
      if (padded[end] !== 2) throw new Error('no last-record delimiter')
      return padded.subarray(0, end).toString('utf8')
    },
  }
}

/**
 * Checks a `vapid t=<JWT>, k=<public key>` Authorization header (RFC 8292): signed (ES256) by the key it names,
 * for the push service's origin. Returns the key and the JWT's claims.
 */
export function verifyVapid(authorization: string): { publicKey: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`)
  const [, jwt, k] = match as unknown as [string, string, string]
  const [header, claims, signature] = jwt.split('.') as [string, string, string]
  const point = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) throw new Error('VAPID signature does not verify')
  return { publicKey: k, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) }
}
