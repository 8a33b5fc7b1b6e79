// Home page and display constants (SPEC sections 2 and 9).

/** The promotional popup shows only before this instant (2024-01-01, UTC). */
export const PROMO_END_AT = '2024-01-01T00:00:00.000Z'
/** Screens narrower than this (px) count as mobile for the popup. */
export const MOBILE_MAX_WIDTH = 768

/**
 * Token showcase on the home page, in order; small screens show only the first `SHOWCASE_SMALL_SCREEN_COUNT`.
 * The stablecoins a card is credited in lead (the list led with ETH and DAI, which are held if sent
 * to a deposit address, and the small-screen list left out USDT, the one token credited on Ethereum).
 */
export const SUPPORTED_TOKEN_SHOWCASE = ['usdt', 'usdc', 'eth', 'dai', 'uni', 'link', 'wbtc', 'zrx'] as const
export const SHOWCASE_SMALL_SCREEN_COUNT = 4

/**
 * Big-number display switches to exponent notation beyond these exponents
 * (as bignumber.js `EXPONENTIAL_AT: [-19, 30]`).
 */
export const BIG_NUMBER_EXPONENT_UPPER = 30
export const BIG_NUMBER_EXPONENT_LOWER = -19

/** Shortened addresses keep this many leading and trailing characters ("0xAbC...1234"). */
export const ADDRESS_PREFIX_CHARS = 5
export const ADDRESS_SUFFIX_CHARS = 4
