import { isUserActionAllowed, type UserState } from '@chaincard/domain'
import type { CardRow } from '../../db/schema/cards'
import { isCardTopupDisabled } from './isCardTopupDisabled'

/**
 * Crypto top-up refused for this card: the card's own refusal (`isCardTopupDisabled`) or a user state that
 * disables top-up (blacklist, blocked). Callers answer 409 `topup_disabled`.
 */
export function isTopupDisabled(
  card: Pick<CardRow, 'topupDisabled' | 'status' | 'expiresAt'>,
  userState: UserState,
  now: Date,
): boolean {
  return isCardTopupDisabled(card, now) || !isUserActionAllowed(userState, 'topup')
}
