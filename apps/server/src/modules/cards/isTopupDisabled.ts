import { isUserActionAllowed, type UserState } from '@chaincard/domain'
import type { CardRow } from '../../db/schema/cards'
import { isCardExpired } from './isCardExpired'

/**
 * Top-up refused for this card: its own `topup_disabled` flag, expired, suspended, or a user state that
 * disables top-up (blacklist, blocked). Callers answer 409 `topup_disabled`.
 */
export function isTopupDisabled(
  card: Pick<CardRow, 'topupDisabled' | 'status' | 'expiresAt'>,
  userState: UserState,
  now: Date,
): boolean {
  return (
    card.topupDisabled ||
    card.status === 'suspended' ||
    isCardExpired(card, now) ||
    !isUserActionAllowed(userState, 'topup')
  )
}
