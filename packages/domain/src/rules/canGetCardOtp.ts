import type { CardStatus, UserState } from '../constants/cardStatus'
import { isUserActionAllowed } from './userPermissions'

/**
 * The Get OTP rule (SPEC sections 2 and 5): an active, unexpired card of a user whose state allows OTP. The
 * card page offers Get OTP and asks for the card's pending 3DS challenge only then, and the challenge banner
 * asks for the same cards: a locked, suspended or expired card, or a blocked user, is never asked for one.
 */
export function canGetCardOtp(card: { status: CardStatus; expired: boolean }, userState: UserState): boolean {
  return !card.expired && card.status === 'active' && isUserActionAllowed(userState, 'otp')
}
