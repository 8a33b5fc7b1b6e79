// Rewards and invitations (SPEC sections 2 and 9, DESIGN "Cards, issuer, users").

/**
 * Quick picks offered when redeeming a reward balance, micro-USD (10, 20, 50, 100 USD). Any amount from
 * REDEEM_MIN_MICRO_USD up to the balance may be redeemed (2.50 of 12.50 was stranded).
 */
export const REDEEMABLE_OPTIONS_MICRO_USD: readonly bigint[] = [
  10_000_000n,
  20_000_000n,
  50_000_000n,
  100_000_000n,
]

/** An invitation code's available count is shown only when it is at most this (and not unlimited). */
export const INVITATION_COUNT_DISPLAY_MAX = 3
/** `availableCount` (and card allowance) value meaning unlimited. */
export const UNLIMITED_COUNT = -1
/** Each 1,000 USD of the owner's accumulated top-up adds one use to their invitation code. */
export const INVITATION_USES_VOLUME_STEP_MICRO_USD = 1_000_000_000n

/** Longest invitation code there is (generated codes have 10 symbols, configured root codes up to this). */
export const INVITATION_CODE_MAX_LENGTH = 32

/** Smallest reward redemption: one cent (amounts have at most 2 decimals). */
export const REDEEM_MIN_MICRO_USD = 10_000n
