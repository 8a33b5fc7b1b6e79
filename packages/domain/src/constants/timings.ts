// Timings in milliseconds (SPEC section 9).

/** Card image popup: confirm disabled for this long after the image loads. */
export const CARD_IMAGE_COUNTDOWN_MS = 10_000
/** WaitingConfirm and WaitingTopUpConfirm polling interval. */
export const TOPUP_POLL_INTERVAL_MS = 5_000
/** ApplicationProcessing polling interval. */
export const APPLICATION_POLL_INTERVAL_MS = 30_000
/** How long the copy check mark stays. */
export const COPY_FEEDBACK_MS = 2_000
/** Exchange rate looked up this long after the last amount or slippage change. */
export const RATE_DEBOUNCE_MS = 500
/** API request timeout. */
export const REQUEST_TIMEOUT_MS = 300_000
/** Transaction lookup: tries and delay between tries. */
export const TX_LOOKUP_TRIES = 5
export const TX_LOOKUP_DELAY_MS = 500
/** Script chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/**
 * About how long a block takes to become final on each chain (the `finalized` tag, or the sandbox's depth of 4
 * blocks), for telling a person when pending money becomes spendable. An estimate, never a rule:
 * settlement still waits for the real finality. Chains not listed use FINALITY_ESTIMATE_DEFAULT_MS.
 */
export const FINALITY_ESTIMATE_MS: Readonly<Record<number, number>> = {
  1: 15 * 60_000,
  10: 20 * 60_000,
  42161: 20 * 60_000,
  137: 2 * 60_000,
  56: 60_000,
  43114: 10_000,
  31337: 10_000,
}
export const FINALITY_ESTIMATE_DEFAULT_MS = 20 * 60_000
