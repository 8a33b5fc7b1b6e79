// Top-up constants (SPEC sections 5 and 9, DESIGN "Money"). Decimals are strings, money is micro-USD.

/** Slippage in percent, as decimal strings. */
export const SLIPPAGE_DEFAULT = '0.1'
export const SLIPPAGE_MIN = '0.1'
export const SLIPPAGE_MAX = '50'
export const SLIPPAGE_STEP = '0.01'
/** Fraction digits allowed by the 0.01 step. */
export const SLIPPAGE_MAX_DECIMALS = 2

/** Default fee rate taken from each top-up, and the original (pre-discount) rate shown struck through. */
export const DEFAULT_FEE_RATE = '0.0018'
export const ORIGINAL_FEE_RATE = '0.003'

/** Minimum first top-up: 1.51 USD equivalent (`lower`). */
export const MIN_FIRST_TOPUP_MICRO_USD = 1_510_000n
