import type { UserState } from '../constants/cardStatus'
import { isUserActionAllowed, type UserAction } from './userPermissions'

/** Why an action is disabled, as a locale key under `blocked` (every disabled action says why). */
export type ActionBlocker = 'user_blocked' | 'user_blacklist' | 'card_topup_disabled'

export type GetActionBlockerParameters = {
  action: UserAction
  userState: UserState
  /** The card's own refusal of top-ups (`Card.topupDisabled`); only top-up actions ask it. */
  cardTopupDisabled?: boolean | undefined
}

/**
 * The reason an action the screen shows is disabled, or null when it is allowed: the card's own refusal
 * first (top-up and top-up with rewards), then the user state (SPEC section 5 "Per user state").
 */
export function getActionBlocker({
  action,
  userState,
  cardTopupDisabled,
}: GetActionBlockerParameters): ActionBlocker | null {
  const topupAction = action === 'topup' || action === 'topupWithReward'
  if (topupAction && cardTopupDisabled) return 'card_topup_disabled'
  if (isUserActionAllowed(userState, action)) return null
  return userState === 'blocked' ? 'user_blocked' : 'user_blacklist'
}
