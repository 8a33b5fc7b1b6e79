import type { CardStatus } from '../../constants/cardStatus'

/** A card as a wallet's request to add it (Apple Pay, Google Pay) is decided on. */
export type CardToTokenize = {
  status: CardStatus
  expired: boolean
  /** The owner's account may use the card (not blacklisted or blocked). */
  ownerAllowed: boolean
}

/**
 * Whether a wallet may add the card: only a usable card (active, not expired, its owner allowed) is approved;
 * a locked, suspended or expired card, or one not taken by its owner yet, is declined.
 */
export function decideTokenization(card: CardToTokenize): 'approve' | 'decline' {
  return card.status === 'active' && !card.expired && card.ownerAllowed ? 'approve' : 'decline'
}
