import type { CardStatus, UserState } from '../constants/cardStatus'
import { isCardExpired } from './isCardExpired'
import { isUserActionAllowed } from './userPermissions'

/** How long a signed "show card details" message is valid: its `Expiration Time` at most this after `Issued At`. */
export const CARD_REVEAL_MESSAGE_TTL_MS = 5 * 60_000
/** At most this many reveals of one card's details in any rolling hour (every reveal is recorded). */
export const CARD_REVEALS_PER_HOUR = 5
/** How long one issuer embed session of a reveal may be used (Lithic: single use, then gone). */
export const CARD_EMBED_SESSION_TTL_MS = 60_000

/**
 * Whether a card's number, expiry and CVV may be taken or shown, the one rule behind
 * `GET /card/{id}/img`, its confirm, `GET /card/{id}/view` and `POST /card/{id}/reveal`:
 * - `first_showing`: the card waits for its owner (`waiting_to_get`, not expired): shown freely until the
 *   owner confirms they saved them (SPEC "card details are shown only once");
 * - `reveal`: an active or locked card, not expired: shown again, only behind a fresh wallet signature;
 * - `user_not_allowed`: the user state forbids taking cards (SPEC 5, `takeCard`);
 * - `unavailable`: anything else (an order not issued yet, a suspended or expired card).
 */
export type CardDetailsAccess = 'first_showing' | 'reveal' | 'user_not_allowed' | 'unavailable'

export function getCardDetailsAccess(
  card: { status: CardStatus; expiresAt: Date | null },
  userState: UserState,
  now: Date,
): CardDetailsAccess {
  if (!isUserActionAllowed(userState, 'takeCard')) return 'user_not_allowed'
  if (isCardExpired(card, now)) return 'unavailable'
  if (card.status === 'waiting_to_get') return 'first_showing'
  if (card.status === 'active' || card.status === 'locked') return 'reveal'
  return 'unavailable'
}

/**
 * The statement of the Sign-In with Ethereum message that allows one reveal of a card's details: it names the
 * card, so a signature for one card never shows another. Only characters EIP-4361 allows in a statement.
 */
export function cardRevealStatement(cardId: string): string {
  return `Show the details of card ${cardId}`
}
