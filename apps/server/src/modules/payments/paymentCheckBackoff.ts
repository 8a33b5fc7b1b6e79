/**
 * The wait of each open payment whose last check failed (the node errored or timed out for it): 5 s after the
 * first failure, doubling to 5 minutes, forgotten at its next success. Kept in the process that runs the checks:
 * a restart only checks each such payment once more at once. Rate limits are not failures here: the RPC wrapper
 * waits them out for every call (the watcher's back-off).
 */
export type PaymentCheckBackoff = {
  /** Payments that must not be checked at `now`. */
  waiting(now: number): number[]
  failed(paymentId: number, now: number): void
  succeeded(paymentId: number): void
}

const MIN_MS = 5_000
const MAX_MS = 5 * 60_000
/** Payments remembered at most (the oldest failure is forgotten first), so a flood of failures stays bounded. */
const MAX_REMEMBERED = 10_000

export function createPaymentCheckBackoff(): PaymentCheckBackoff {
  const failures = new Map<number, { count: number; until: number }>()
  return {
    waiting(now) {
      const ids: number[] = []
      for (const [id, entry] of failures) {
        if (entry.until > now) ids.push(id)
        // Long past its wait and not failed since: the payment left the checks some other way.
        else if (now - entry.until > MAX_MS) failures.delete(id)
      }
      return ids
    },
    failed(paymentId, now) {
      const count = (failures.get(paymentId)?.count ?? 0) + 1
      failures.delete(paymentId)
      failures.set(paymentId, { count, until: now + Math.min(MIN_MS * 2 ** (count - 1), MAX_MS) })
      if (failures.size > MAX_REMEMBERED) failures.delete(failures.keys().next().value!)
    },
    succeeded(paymentId) {
      failures.delete(paymentId)
    },
  }
}
