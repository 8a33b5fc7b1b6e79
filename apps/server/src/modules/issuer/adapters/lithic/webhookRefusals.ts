/** Deliveries the webhook refused, per app (keyed by its database handle), since the app started. */
export type WebhookRefusals = { badSignature: number; badPayload: number }

const counters = new WeakMap<object, WebhookRefusals>()

/** The refusal counters of the app on this database (created on first use). */
export function webhookRefusals(db: object): WebhookRefusals {
  let counter = counters.get(db)
  if (!counter) {
    counter = { badSignature: 0, badPayload: 0 }
    counters.set(db, counter)
  }
  return counter
}
