import type { HistoryDeclineReason } from '../schemas/transactions'
import { historyDeclineReason } from './history/historyDeclineReason'

/**
 * Whose doing a declined purchase is: `owner`, something the owner set or did on purpose (their controls: limits,
 * channels, merchant categories, countries, the merchant lock, a single-use card; declining a 3DS challenge in
 * the app); `lock`, the card being locked, which is the owner's only when they locked it; `other`, anything
 * the owner did not choose (the balance, the program's risk rules, the card's or the account's state, the
 * issuer, a verification code typed wrong or never answered: possibly someone else).
 */
type DeclineCause = 'owner' | 'lock' | 'other'

/** Every reason the history names, classified (a reason added to the vocabulary must be classified here). */
export const DECLINE_CAUSES = {
  card_suspended: 'other',
  card_expired: 'other',
  user_blocked: 'other',
  card_locked: 'lock',
  card_not_active: 'other',
  insufficient_balance: 'other',
  issuer_declined: 'other',
  currency_not_supported: 'other',
  invalid_amount: 'other',
  program_policy: 'other',
  single_use_spent: 'owner',
  merchant_locked: 'owner',
  channel_off: 'owner',
  category_blocked: 'owner',
  country_blocked: 'owner',
  over_purchase_limit: 'owner',
  over_daily_limit: 'owner',
  over_monthly_limit: 'owner',
  cardholder_declined: 'owner',
  verification_failed: 'other',
  verification_expired: 'other',
} as const satisfies Record<HistoryDeclineReason, DeclineCause>

/**
 * True when a purchase was declined by the owner's own doing, so they are not told of it (no "purchase
 * declined" mail or push: they know); the history still shows it. `storedReason` is the reason as recorded
 * (the history's words, or the 3DS step's `otp_failed` / `otp_expired`; anything else counts as the issuer's);
 * `lockedBy` is why the card is locked when it is (`user`: its owner; `issuer`, `operator`,
 * `negative_balance`: not them).
 */
export function isOwnDecline(storedReason: string | null, lockedBy: string | null | undefined): boolean {
  const cause: DeclineCause = DECLINE_CAUSES[historyDeclineReason(storedReason)]
  return cause === 'owner' || (cause === 'lock' && lockedBy === 'user')
}
