/** The limited-time promotion ran until 2024-01-01 (UTC). */
export const PROMO_END = new Date('2024-01-01T00:00:00.000Z')

/** SPEC section 1: the promo popup shows only before 2024-01-01 and never once a referral code is cached. */
export function shouldShowPromo(now: Date, referralCodeCached: boolean): boolean {
  return now.getTime() < PROMO_END.getTime() && !referralCodeCached
}
