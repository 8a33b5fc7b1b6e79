import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USD } from '../../../cards/test/cardsKit'
import { ASA_SECRET, createLithicKit, type LithicKit, WEBHOOK_SECRET } from './test/lithicKit'
import { asaRequest } from './test/lithicPayloadSamples'
import { signWebhook } from './test/signWebhook'

// No secret, signature or API key of the Lithic integration in the logs, at the most verbose level.
let kit: LithicKit
const lines: string[] = []

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  kit = await createLithicKit({ logStream: stream })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

describe('Lithic logs and headers', () => {
  it('carry neither the webhook signature, the secrets nor the API key; a refused delivery and a failed call are logged by name', async () => {
    const user = await kit.activeUser(1)
    const { id, token } = await kit.lithicCard(user, 10n * USD)
    const body = JSON.stringify(asaRequest({ token: randomUUID(), cardToken: token, cents: 100 }))
    const good = signWebhook(ASA_SECRET, body)
    expect((await kit.deliver(undefined, { body, headers: good })).statusCode).toBe(200)
    const forged = { ...good, 'webhook-signature': `v1,${Buffer.alloc(32, 1).toString('base64')}` }
    expect((await kit.deliver(undefined, { body, headers: forged })).statusCode).toBe(401)
    // The lock reaches a Lithic that is not there (port 9, refused by fetch): 503, and the card is not left locked.
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(503)
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('active')

    const output = lines.join('')
    expect(output).toContain('lithic webhook refused: bad or stale signature')
    expect(output).toContain('card issuer: cards.update PAUSED failed')
    for (const secret of [
      good['webhook-signature']!.slice(3),
      forged['webhook-signature']!.slice(3),
      WEBHOOK_SECRET.slice(6),
      ASA_SECRET.slice(6),
      'lithic-test-api-key',
    ]) {
      expect(output).not.toContain(secret)
    }
  }, 60_000)

  it("the content security policy lets the web app frame Lithic's hosted card view, and nothing else", async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/api/health' })
    const policy = String(res.headers['content-security-policy'])
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:9")
  })
})
