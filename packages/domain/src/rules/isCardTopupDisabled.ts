import type { CardStatus } from '../constants/cardStatus'
import { isCardExpired } from './isCardExpired'

/**
 * Top-up refused by the card itself: its own `topup_disabled` flag, suspended or expired, or top-ups stopped
 * until an operator resolves a reorg shortfall. The user state is a separate rule (SPEC section 5: blacklist
 * disables crypto top-ups but not top-ups with rewards).
 */
export function isCardTopupDisabled(
  card: { topupDisabled: boolean; topupHold: string | null; status: CardStatus; expiresAt: Date | null },
  now: Date,
): boolean {
  return (
    card.topupDisabled || card.topupHold !== null || card.status === 'suspended' || isCardExpired(card, now)
  )
}
