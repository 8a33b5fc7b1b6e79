import { createHmac, randomUUID } from 'node:crypto'

export type SignWebhookOptions = {
  /** `webhook-id`; default a new one. */
  id?: string
  /** Unix seconds of `webhook-timestamp`; default now (the wall clock: the verifier uses it). */
  timestamp?: number
}

/**
 * The three Standard Webhooks headers for `body`, signed as the specification says (written here from the
 * specification, not with the library the server verifies with): `v1,` + base64 HMAC-SHA256, keyed by the
 * base64 secret after `whsec_`, of `<id>.<timestamp>.<body>`.
 */
export function signWebhook(
  secret: string,
  body: string,
  options: SignWebhookOptions = {},
): Record<string, string> {
  const id = options.id ?? `msg_${randomUUID()}`
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  }
}
