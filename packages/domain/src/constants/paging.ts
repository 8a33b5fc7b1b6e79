// Paging (SPEC section 9, API.md "Paging").

/** History page size, also the API's default `limit`. */
export const PAGE_SIZE = 10
/** Page buttons shown by the pager (the pager is hidden with a single page). */
export const PAGER_PAGES = 5
/** Largest `limit` the API accepts. */
export const MAX_PAGE_LIMIT = 100
/** Characters of a transaction id shown. */
export const TX_ID_VISIBLE_CHARS = 6
/** Card numbers are shown in groups of this many digits. */
export const CARD_NUMBER_GROUP_SIZE = 4
/** Amounts are shown with this many decimals. */
export const AMOUNT_DISPLAY_DECIMALS = 2
