/** First wait after a failed issuance; each next one doubles, up to `ISSUANCE_MAX_RETRY_MS`. */
const ISSUANCE_FIRST_RETRY_MS = 1_000
export const ISSUANCE_MAX_RETRY_MS = 15 * 60_000
/** The issuance fails for good after this many attempts (about two days of waits at the cap)... */
export const ISSUANCE_MAX_ATTEMPTS = 200
/** ...or this long after its first attempt, whichever comes first. */
export const ISSUANCE_MAX_AGE_MS = 48 * 3_600_000
/**
 * How long the issuer keeps an idempotency key (Lithic: about 24 h), with a margin: past it, asking to create
 * the card again could issue a second one, so the card is looked up first (`findIssuedCard`).
 */
export const ISSUER_IDEMPOTENCY_WINDOW_MS = 23 * 3_600_000

/** The wait after the `attempts`-th failed attempt (1 s, 2 s, 4 s... capped at 15 min). */
export function issuanceRetryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(ISSUANCE_FIRST_RETRY_MS * 2 ** exponent, ISSUANCE_MAX_RETRY_MS)
}

/** True when an issuance that failed `attempts` times, first at `firstAttemptAt`, should stop. */
export function isIssuanceExhausted(attempts: number, firstAttemptAt: Date, now: Date): boolean {
  return attempts >= ISSUANCE_MAX_ATTEMPTS || now.getTime() - firstAttemptAt.getTime() >= ISSUANCE_MAX_AGE_MS
}

/** True when a card first asked of the issuer at `firstAttemptAt` may exist there beyond its idempotency key. */
export function isPastIdempotencyWindow(firstAttemptAt: Date | null, now: Date): boolean {
  return firstAttemptAt !== null && now.getTime() - firstAttemptAt.getTime() >= ISSUER_IDEMPOTENCY_WINDOW_MS
}
