import { createHash } from 'node:crypto'
import type { Executor } from '../../../../db'
import { findIssuerEvent } from '../../inbound/repo/issuerEvents'

/**
 * How long a request that repeats one we decided counts as its retry. Lithic answers a request that got no answer
 * within its deadline (seconds) by standing in, and says ASA "may receive the same request twice": a copy within
 * two minutes is that retry; later, the same body is a request of its own (README, "Lithic": what to confirm).
 */
export const ASA_RETRY_WINDOW_MS = 2 * 60_000

/** JSON with every object's keys sorted, so two copies of one body hash the same whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The event id of an ASA request: Lithic's `event_token` when it sends one (a retry carries the same). Without
 * it (a program outside Lithic's beta of it), the request's whole body is its identity: a delivery whose body
 * is the same as one decided within `ASA_RETRY_WINDOW_MS` (same transaction, amounts, network fields, created
 * time) is that request again, answered as it was and held once; an incremental authorization differs in its
 * network fields. After the window the same body is a request of its own (the delivery's `webhook-id`).
 */
export async function asaRequestEventId(
  tx: Executor,
  payload: unknown,
  eventToken: string | undefined,
  webhookId: string,
  now: Date,
): Promise<string> {
  if (eventToken) return `asa:${eventToken}`
  const bodyId = `asa:body:${createHash('sha256').update(canonicalJson(payload)).digest('hex')}`
  const seen = await findIssuerEvent(tx, 'lithic', bodyId)
  if (!seen || now.getTime() - seen.receivedAt.getTime() <= ASA_RETRY_WINDOW_MS) return bodyId
  return `asa:delivery:${webhookId}`
}
