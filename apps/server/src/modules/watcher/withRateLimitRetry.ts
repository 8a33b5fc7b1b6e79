import { setTimeout as delay } from 'node:timers/promises'
import { backoffDelay, isRateLimited } from './isRateLimited'

export type RateLimitRetryOptions = {
  /** Tries in all, the first included (default 6). */
  attempts?: number
  baseMs?: number
  maxMs?: number
  /** Aborts a wait (shutdown): the call then fails with the abort error. */
  signal?: AbortSignal | undefined
  /** Told before each wait (metrics, logs). */
  onRateLimited?: (delayMs: number) => void
}

/**
 * Runs an RPC call and, while the provider answers "too many requests", waits (exponential backoff with
 * jitter, at least its Retry-After) and tries again, up to `attempts` tries; any other error, or the last
 * rate-limit answer, is thrown. Rate limits never shrink a block range (isRangeRefusal says no to them).
 */
export async function withRateLimitRetry<T>(
  call: () => Promise<T>,
  { attempts = 6, baseMs, maxMs, signal, onRateLimited }: RateLimitRetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      const limit = isRateLimited(error)
      if (!limit || attempt >= attempts - 1) throw error
      const ms = backoffDelay(attempt, limit.retryAfterMs, {
        ...(baseMs !== undefined ? { baseMs } : {}),
        ...(maxMs !== undefined ? { maxMs } : {}),
      })
      onRateLimited?.(ms)
      await delay(ms, undefined, signal ? { signal } : undefined)
    }
  }
}
