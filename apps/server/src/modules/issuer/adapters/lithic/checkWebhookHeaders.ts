/** How far a delivery's `webhook-timestamp` may be from now, either way (Standard Webhooks: 5 minutes). */
const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

/** A `v1` signature: base64 of a 32-byte HMAC-SHA256 (44 characters, one `=` of padding). */
const V1_SIGNATURE = /^v1,([A-Za-z0-9+/]{43}=)$/
/** Signatures one header may carry (Standard Webhooks: space-separated, one per secret during a rotation). */
const MAX_SIGNATURES = 8

/** A delivery's headers as Fastify hands them over. */
export type WebhookHeaders = Record<string, string | string[] | undefined>

export type CheckedWebhookHeaders = {
  id: string
  timestamp: string
  /** The decoded `v1` signatures (32 bytes each). */
  signatures: Buffer[]
}

export type WebhookHeaderRefusal =
  | 'missing_headers'
  | 'bad_timestamp'
  | 'stale_timestamp'
  | 'bad_signature_format'

/**
 * The checks of a delivery that cost nothing (no hashing, no body): the three Standard Webhooks headers are
 * there and bounded, the timestamp is whole seconds within WEBHOOK_TOLERANCE_SECONDS of `nowSeconds`, and the
 * signature header lists at least one well-formed `v1,<base64 of 32 bytes>` (others, e.g. a future `v2`, are
 * skipped). Returns the parsed headers, or why they are refused.
 */
export function checkWebhookHeaders(
  headers: WebhookHeaders,
  nowSeconds: number,
): { ok: true; headers: CheckedWebhookHeaders } | { ok: false; refusal: WebhookHeaderRefusal } {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signature = headers['webhook-signature']
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string')
    return { ok: false, refusal: 'missing_headers' }
  if (id.length === 0 || id.length > 256 || signature.length > 1_024)
    return { ok: false, refusal: 'missing_headers' }
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, refusal: 'bad_timestamp' }
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, refusal: 'stale_timestamp' }
  const signatures: Buffer[] = []
  for (const entry of signature.split(' ').slice(0, MAX_SIGNATURES)) {
    const match = V1_SIGNATURE.exec(entry)
    if (match) signatures.push(Buffer.from(match[1]!, 'base64'))
  }
  if (signatures.length === 0) return { ok: false, refusal: 'bad_signature_format' }
  return { ok: true, headers: { id, timestamp, signatures } }
}
