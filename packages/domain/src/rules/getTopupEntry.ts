import type { CardStatus, UserState } from '../constants/cardStatus'
import { isUserActionAllowed } from './userPermissions'

export type TopupEntryCard = { status: CardStatus; expired: boolean; topupDisabled: boolean }

export type TopupEntry =
  /** Open the screen; `load` says which info to fetch: top-up info for active/locked, order info for new. */
  | { allowed: true; load: 'topup-info' | 'order-info' }
  /** Redirect to the card detail. */
  | { allowed: false; reason: 'status' | 'expired' | 'topup-disabled' | 'user-state' }

/**
 * Top-up screen entry (SPEC section 4): only active, locked or new cards that are not expired; active or
 * locked cards load top-up info (`GET /card/{id}/topup`), a new card loads its order (`GET /order/{id}`).
 * A card whose top-up is disabled, or a user state that disables top-up, redirects to the card detail.
 */
export function getTopupEntry(card: TopupEntryCard, userState: UserState = 'normal'): TopupEntry {
  if (card.expired) return { allowed: false, reason: 'expired' }
  if (card.status !== 'active' && card.status !== 'locked' && card.status !== 'new') {
    return { allowed: false, reason: 'status' }
  }
  if (card.topupDisabled) return { allowed: false, reason: 'topup-disabled' }
  if (!isUserActionAllowed(userState, 'topup')) return { allowed: false, reason: 'user-state' }
  return { allowed: true, load: card.status === 'new' ? 'order-info' : 'topup-info' }
}
