/** Failed signatures a client may send per window before it is answered 429 without any hashing. */
export const FAILED_SIGNATURE_BUDGET = 20
const FAILED_SIGNATURE_WINDOW_MS = 60_000
/** Clients tracked at once; past it the oldest windows are dropped (a spray of addresses cannot grow memory). */
const MAX_CLIENTS = 10_000

export type FailedSignatureBudget = {
  /** True when `client` has spent its budget in the current window (refuse before reading the body). */
  exhausted(client: string, nowMs: number): boolean
  /** Counts one refused delivery of `client`. */
  fail(client: string, nowMs: number): void
  /** Seconds until `client`'s window ends (Retry-After). */
  retryAfterSeconds(client: string, nowMs: number): number
}

/**
 * Per-client budget of failed webhook signatures (a fixed window per client address, in this process's
 * memory): a sender that keeps failing, N bad signatures in a window, is refused with 429 before its body is
 * read or hashed for the rest of the window, so junk cannot take the thread that decides purchases. Only
 * failures count: the issuer's genuine deliveries never spend it.
 */
export function createFailedSignatureBudget(
  budget = FAILED_SIGNATURE_BUDGET,
  windowMs = FAILED_SIGNATURE_WINDOW_MS,
): FailedSignatureBudget {
  const windows = new Map<string, { startMs: number; failures: number }>()
  const current = (client: string, nowMs: number) => {
    const window = windows.get(client)
    if (!window || nowMs - window.startMs >= windowMs) return undefined
    return window
  }
  return {
    exhausted: (client, nowMs) => (current(client, nowMs)?.failures ?? 0) >= budget,
    fail(client, nowMs) {
      const window = current(client, nowMs)
      if (window) {
        window.failures++
        return
      }
      windows.delete(client)
      if (windows.size >= MAX_CLIENTS) {
        for (const [key, old] of windows) if (nowMs - old.startMs >= windowMs) windows.delete(key)
        for (const key of windows.keys()) {
          if (windows.size < MAX_CLIENTS / 2) break
          windows.delete(key)
        }
      }
      windows.set(client, { startMs: nowMs, failures: 1 })
    },
    retryAfterSeconds(client, nowMs) {
      const window = current(client, nowMs)
      return window ? Math.max(1, Math.ceil((window.startMs + windowMs - nowMs) / 1000)) : 1
    },
  }
}
