import type { DepositHoldDetail } from '@chaincard/domain'

/** What a refused report says for each deposit hold (the web app shows its own sentence per code). */
export const DEPOSIT_HOLD_MESSAGES: Readonly<Record<DepositHoldDetail, string>> = {
  card_suspended: 'top-up disabled: the card is suspended',
  card_expired: 'top-up disabled: the card is expired',
  user_blocked: 'top-up disabled for this user',
  user_blacklisted: 'top-up disabled for this user',
  topup_disabled: 'top-up disabled for this card',
  reorg_shortfall:
    'top-up disabled: top-ups of this card are paused until support resolves a deposit a chain reorganisation reversed',
}
