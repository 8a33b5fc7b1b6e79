import {
  MOBILE_MAX_WIDTH,
  PROMO_END_AT,
  SHOWCASE_SMALL_SCREEN_COUNT,
  SUPPORTED_TOKEN_SHOWCASE,
} from '../constants/ui'

/** The promotional popup shows before 2024-01-01 (UTC) and only while no referral code is cached. */
export function isPromoVisible(input: { now: Date; referralCodeCached: boolean }): boolean {
  return !input.referralCodeCached && input.now.getTime() < Date.parse(PROMO_END_AT)
}

/** Screen width below 768 px counts as mobile. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_MAX_WIDTH
}

/** Token showcase symbols: all 8, or the first 4 on small screens. */
export function getShowcaseTokens(smallScreen: boolean): readonly string[] {
  return smallScreen
    ? SUPPORTED_TOKEN_SHOWCASE.slice(0, SHOWCASE_SMALL_SCREEN_COUNT)
    : SUPPORTED_TOKEN_SHOWCASE
}

/** The referral code from the `code` or `r` query parameter, trimmed; null when absent or blank. */
export function readReferralCode(search: URLSearchParams): string | null {
  const value = (search.get('code') ?? search.get('r') ?? '').trim()
  return value === '' ? null : value
}
