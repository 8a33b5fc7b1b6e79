import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { checkWebhookHeaders } from './checkWebhookHeaders'
import { BodyTooLargeError, readSignedBody } from './readSignedBody'
import { ASA_SECRET, WEBHOOK_SECRET } from './test/lithicKit'
import { signWebhook } from './test/signWebhook'
import { startSignatureCheck, webhookKeyOf } from './verifyLithicSignature'

const keys = [WEBHOOK_SECRET, ASA_SECRET].map(webhookKeyOf)
const text = JSON.stringify({ merchant: { descriptor: 'Jürgen Groß-Müller 東京 €' }, amount: 1250 })
const bytes = Buffer.from(text)

function checkFor(secret: string, body: string) {
  const checked = checkWebhookHeaders(signWebhook(secret, body), Math.floor(Date.now() / 1000))
  if (!checked.ok) throw new Error(checked.refusal)
  return startSignatureCheck(checked.headers, keys)
}

/** Streams `pieces` into readSignedBody, each on a later turn of the event loop. */
async function read(pieces: Buffer[], secret: string, limit = 1_000, length = bytes.length) {
  const stream = new PassThrough()
  const result = readSignedBody(stream, checkFor(secret, text), limit, length)
  for (const piece of pieces) {
    await new Promise((resolve) => setImmediate(resolve))
    stream.write(piece)
  }
  stream.end()
  return result
}

describe('readSignedBody (a body is hashed as it arrives and decoded only when genuine)', () => {
  it('a genuine body cut at every byte, multi-byte characters split across chunks, is verified and decoded whole', async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      const body = await read([bytes.subarray(0, cut), bytes.subarray(cut)], ASA_SECRET)
      expect(body, `cut at ${cut}`).toEqual({ verified: true, text })
    }
    expect(await read([bytes], WEBHOOK_SECRET)).toEqual({ verified: true, text })
  })

  it('a foreign signature or a changed byte is not verified, and no text is kept', async () => {
    const foreign = `whsec_${Buffer.from('someone-else-entirely-secret').toString('base64')}`
    expect(await read([bytes], foreign)).toEqual({ verified: false })
    const tampered = Buffer.from(bytes)
    tampered[5] = tampered[5]! ^ 1
    expect(await read([tampered.subarray(0, 9), tampered.subarray(9)], ASA_SECRET)).toEqual({
      verified: false,
    })
  })

  it('past the limit the read stops with BodyTooLargeError; fewer bytes than announced reject', async () => {
    await expect(read([bytes, bytes], ASA_SECRET, bytes.length + 10, Number.NaN)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    )
    await expect(read([bytes.subarray(0, 10)], ASA_SECRET)).rejects.toThrow(/Content-Length/)
    // No Content-Length (chunked): whatever arrived under the limit is the body.
    expect(await read([bytes], ASA_SECRET, 1_000, Number.NaN)).toEqual({ verified: true, text })
  })
})
