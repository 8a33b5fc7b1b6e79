/**
 * Bytes of bodies from clients with no genuine delivery yet that may be read and hashed per second, all such
 * clients together (a burst of one second's worth; it must hold the largest body, WEBHOOK_BODY_LIMIT_BYTES).
 */
export const UNPROVEN_BYTES_PER_SECOND = 2 * 1024 * 1024
/** How long a genuine delivery keeps its client proven. */
const PROVEN_FOR_MS = 24 * 60 * 60 * 1000
/** Clients remembered as proven at once (the issuer has a handful of addresses); past it the oldest go. */
const MAX_PROVEN = 1_000

export type UnprovenReadGate = {
  /** True when `client` delivered a genuine signature in the last day: its bodies are always read. */
  isProven(client: string, nowMs: number): boolean
  /** Spends `bytes` of the unproven budget; false when it is spent (refuse before reading the body). */
  tryTake(bytes: number, nowMs: number): boolean
  /** Records a genuine delivery from `client`. */
  prove(client: string, nowMs: number): void
}

/**
 * Who may have a body read. A client address that delivered a genuinely signed event in the last
 * day (the issuer's) is read at once, always; every other one shares a budget of `bytesPerSecond` (a token
 * bucket charged with each body's announced length before it is read), and past it is refused unread. Junk
 * from addresses without end (a new one per delivery) therefore costs at most that many bytes of hashing a
 * second on the thread that decides purchases, and never queues the issuer's own deliveries behind it.
 * Memory is bounded: MAX_PROVEN clients.
 */
export function createUnprovenReadGate(bytesPerSecond = UNPROVEN_BYTES_PER_SECOND): UnprovenReadGate {
  const proven = new Map<string, number>()
  let tokens = bytesPerSecond
  let filledAt: number | undefined
  return {
    isProven(client, nowMs) {
      const at = proven.get(client)
      return at !== undefined && nowMs - at < PROVEN_FOR_MS
    },
    tryTake(bytes, nowMs) {
      if (filledAt !== undefined && nowMs > filledAt)
        tokens = Math.min(bytesPerSecond, tokens + ((nowMs - filledAt) * bytesPerSecond) / 1000)
      filledAt = Math.max(filledAt ?? nowMs, nowMs)
      if (tokens < bytes) return false
      tokens -= bytes
      return true
    },
    prove(client, nowMs) {
      proven.delete(client)
      if (proven.size >= MAX_PROVEN) {
        const oldest = proven.keys().next().value
        if (oldest !== undefined) proven.delete(oldest)
      }
      proven.set(client, nowMs)
    },
  }
}
