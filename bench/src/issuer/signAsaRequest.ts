import { createHmac, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The Lithic ASA request body of the vendored definition (`card_authorization.approval_request`, sampled from
 * its schema and examples by the server's tests: apps/server/test/vendor/lithic-openapi), as Lithic sends it.
 */
const sample = JSON.parse(readFileSync(join(import.meta.dirname, 'asaRequestSample.json'), 'utf8')) as Record<
  string,
  unknown
>

/** A new webhook secret as Lithic hands them out (`whsec_` + base64 of 24 random-looking bytes). */
export function benchWebhookSecret(): string {
  return `whsec_${Buffer.from(randomUUID().replaceAll('-', '').slice(0, 24)).toString('base64')}`
}

/** The body of one ASA request: `cents` on the card with Lithic token `cardToken`. */
export function asaRequestBody(cardToken: string, cents: number): string {
  const card = sample.card as Record<string, unknown>
  const amounts = sample.amounts as Record<string, unknown>
  return JSON.stringify({
    ...sample,
    token: randomUUID(),
    event_token: randomUUID(),
    status: 'AUTHORIZATION',
    amount: cents,
    authorization_amount: cents,
    amounts: {
      ...amounts,
      cardholder: { amount: cents, conversion_rate: '1.000000', currency: 'USD' },
      merchant: { amount: cents, currency: 'USD' },
    },
    card: { ...card, token: cardToken, state: 'OPEN' },
  })
}

/** Standard Webhooks headers for `body` (HMAC-SHA256 of `<id>.<timestamp>.<body>` under the decoded secret). */
export function signedHeaders(secret: string, body: string): Record<string, string> {
  const id = `msg_${randomUUID()}`
  const timestamp = Math.floor(Date.now() / 1000)
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  }
}
