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
