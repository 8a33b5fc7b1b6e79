import { BaseError, HttpRequestError } from 'viem'

const rateText =
  /too many requests|rate.?limit|request rate|requests per second|exceeded .*(rate|capacity|compute units)|throttl/i

export type RateLimit = {
  /** What the provider asked for in `Retry-After` (seconds or an HTTP date), in ms; null when it said nothing. */
  retryAfterMs: number | null
}

/**
 * A provider telling us to slow down, not to ask for fewer blocks: HTTP 429, a JSON-RPC error code 429
 * (Alchemy in batch mode) or -32007 (QuickNode), or a message about request rates (Infura answers
 * -32005 "project ID request rate exceeded" for both rates and result sizes, so the text decides). Null for
 * anything else.
 */
export function isRateLimited(error: unknown, now: () => number = Date.now): RateLimit | null {
  if (!(error instanceof Error)) return null
  let limited = false
  let retryAfter: string | null = null
  if (error instanceof BaseError) {
    const http = error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null
    if (http?.status === 429) limited = true
    retryAfter = http?.headers?.get('Retry-After') ?? null
    const code = (
      error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null
    )?.code
    if (code === 429 || code === -32007) limited = true
  }
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if (rateText.test(e.message) || rateText.test((e as { details?: string }).details ?? '')) limited = true
  }
  if (!limited) return null
  return { retryAfterMs: parseRetryAfter(retryAfter, now) }
}

function parseRetryAfter(value: string | null, now: () => number): number | null {
  if (!value) return null
  if (/^\d+$/.test(value.trim())) return Number.parseInt(value.trim(), 10) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - now())
}

/**
 * How long to wait before retry `attempt` (0-based) of a rate-limited call: exponential from `baseMs`, with
 * full jitter (a random point in the second half of the step, so many callers do not retry in step), never
 * less than what the provider asked for, never more than `maxMs` unless the provider asked for more, and never
 * more than `retryAfterCapMs` (a minute) whatever it asked: a provider answering `Retry-After: 3600` must not
 * stall the chain's watcher for an hour; the call fails after its retries and the chain shows the error in
 * /api/health instead.
 */
export function backoffDelay(
  attempt: number,
  retryAfterMs: number | null,
  {
    baseMs = 250,
    maxMs = 30_000,
    retryAfterCapMs = 60_000,
    random = Math.random,
  }: { baseMs?: number; maxMs?: number; retryAfterCapMs?: number; random?: () => number } = {},
): number {
  const step = Math.min(maxMs, baseMs * 2 ** attempt)
  const jittered = Math.round(step / 2 + (random() * step) / 2)
  return Math.max(Math.min(retryAfterMs ?? 0, retryAfterCapMs), jittered)
}
