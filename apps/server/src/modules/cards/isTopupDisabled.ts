import { getDepositHold, isCardExpired, type UserState } from '@chaincard/domain'
import type { CardRow } from '../../db/schema/cards'

/**
 * Top-up refused for this card: the one rule about card and user state that the payment report and the
 * chain watcher apply too (getDepositHold): suspended or expired card, a user state that disables top-up
 * (blacklist, blocked), the card's own `topup_disabled` flag, or top-ups stopped by a reorg shortfall.
 * Callers answer 409 `topup_disabled`.
 */
export function isTopupDisabled(
  card: Pick<CardRow, 'topupDisabled' | 'topupHold' | 'status' | 'expiresAt'>,
  userState: UserState,
  now: Date,
): boolean {
  return (
    getDepositHold({
      status: card.status,
      expired: isCardExpired(card, now),
      userState,
      topupDisabled: card.topupDisabled,
      topupHold: card.topupHold,
    }) !== null
  )
}
