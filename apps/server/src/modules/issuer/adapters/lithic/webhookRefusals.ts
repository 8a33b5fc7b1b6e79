/**
 * Deliveries the webhook refused, per app (keyed by its database handle), since the app started:
 * `badSignature` failed authentication (headers, timestamp, format or HMAC: 401), `throttled` came from a
 * client over its failed-signature budget (429, not hashed), `busy` came from a client with no genuine
 * delivery once the unproven clients' bytes per second were spent (429, not read), `tooLarge` announced a body
 * over the cap (413, not read), `badPayload` was signed but malformed (400).
 */
export type WebhookRefusals = {
  badSignature: number
  badPayload: number
  throttled: number
  busy: number
  tooLarge: number
}

const counters = new WeakMap<object, WebhookRefusals>()

/** The refusal counters of the app on this database (created on first use). */
export function webhookRefusals(db: object): WebhookRefusals {
  let counter = counters.get(db)
  if (!counter) {
    counter = { badSignature: 0, badPayload: 0, throttled: 0, busy: 0, tooLarge: 0 }
    counters.set(db, counter)
  }
  return counter
}
