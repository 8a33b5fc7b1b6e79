import type Lithic from 'lithic'

export type WebhookHeaders = Record<string, string | string[] | undefined>

/**
 * True when the raw body carries a valid Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) under one of the secrets, with a timestamp within 5 minutes of now (older or newer
 * is refused). Checked by the SDK's webhook helper on the bytes as received, before anything is parsed.
 */
export function verifyLithicSignature(
  client: Lithic,
  rawBody: string,
  headers: WebhookHeaders,
  secrets: readonly string[],
): boolean {
  const single: Record<string, string> = {}
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = headers[name]
    if (typeof value !== 'string') return false
    single[name] = value
  }
  for (const secret of secrets) {
    try {
      client.webhooks.verifySignature(rawBody, single, secret)
      return true
    } catch (error) {
      // The helper parses the body as JSON once the signature matched: a SyntaxError means a genuine
      // delivery whose body is not JSON (the route answers 400). Anything else: not this secret.
      if (error instanceof SyntaxError) return true
    }
  }
  return false
}
