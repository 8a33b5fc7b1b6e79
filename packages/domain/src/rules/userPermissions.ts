import type { CardStatus, UserState } from '../constants/cardStatus'

/** Actions a user state can disable (SPEC section 5 "Per user state"). */
export const USER_ACTIONS = ['topup', 'topupWithReward', 'takeCard', 'otp', 'unlock', 'createOrder'] as const
export type UserAction = (typeof USER_ACTIONS)[number]

/**
 * Disabled actions per user state, as data: blacklist disables top-up only; blocked disables top-up,
 * top-up with rewards, take card, OTP, unlock and create order; normal (and unknown "") disables nothing.
 */
export const DISABLED_ACTIONS_BY_USER_STATE: Readonly<Record<UserState, readonly UserAction[]>> = {
  normal: [],
  '': [],
  blacklist: ['topup'],
  blocked: ['topup', 'topupWithReward', 'takeCard', 'otp', 'unlock', 'createOrder'],
}

/** True when `action` is allowed for a user in `state`. */
export function isUserActionAllowed(state: UserState, action: UserAction): boolean {
  return !DISABLED_ACTIONS_BY_USER_STATE[state].includes(action)
}

/** True when the state shows the warning banner on the card list (blacklist or blocked). */
export function hasUserStateWarning(state: UserState): boolean {
  return state === 'blacklist' || state === 'blocked'
}

/**
 * The Get OTP rule (SPEC sections 2 and 5): an active, unexpired card of a user whose state allows OTP. The
 * card page offers Get OTP and asks for the card's pending 3DS challenge only then, and the challenge banner
 * asks for the same cards: a locked, suspended or expired card, or a blocked user, is never asked for one.
 * Here, not in a file of its own: the banner's chunk then shares the card pages' chunk of these rules, where a
 * file of its own would be one more chunk, named in the home page's first load (the card page's preload list).
 */
export function canGetCardOtp(card: { status: CardStatus; expired: boolean }, userState: UserState): boolean {
  return !card.expired && card.status === 'active' && isUserActionAllowed(userState, 'otp')
}
