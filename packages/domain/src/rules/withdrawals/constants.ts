/** How long a withdrawal's signed message may be used: a fresh signature, as for showing a card's details. */
export const WITHDRAWAL_MESSAGE_TTL_MS = 5 * 60_000
/** The window of the per-owner limit: what the owner asked to withdraw in the last 24 hours (failed ones not). */
export const WITHDRAWAL_LIMIT_WINDOW_MS = 24 * 60 * 60_000
/** The smallest amount a withdrawal may ask for, micro-USD (one dollar: below it the network fee is most of it). */
export const WITHDRAWAL_MINIMUM_MICRO = 1_000_000n
/** Card money leaves in whole cents. */
export const WITHDRAWAL_STEP_MICRO = 10_000n
