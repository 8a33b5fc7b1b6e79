import { CARD_EVENT_KINDS, isOwnerEventKind } from '@chaincard/domain'
import type { QueryClient } from '@tanstack/react-query'
import { invalidateCards } from '../queries/cardsQuery'
import {
  invalidateCard,
  invalidateCardChallenge,
  invalidateCardDeposits,
  invalidateConfirmations,
  invalidateHeldDeposits,
  invalidatePendingTopup,
  invalidateRewards,
  invalidateUserInvitations,
} from '../queries/queryKeys'

/** The events the live stream listens to: every kind the server sends (here, out of the first load). */
export const LIVE_EVENT_KINDS: readonly string[] = CARD_EVENT_KINDS

/**
 * What an event names is refetched (the event is a signal, the REST answer the truth): the card list, the card
 * (its history, pending lines, disputes and wallet tokens are under the card's key), its challenge, pending top-up,
 * held deposits, its deposits as the deposit page follows them, deposit confirmations, and the owner's rewards
 * and invitation (free cards earned).
 */
export function invalidateForEvent(client: QueryClient, kind: string, cardId: string | undefined): void {
  void invalidateCards(client)
  // The owner's rewards and free cards (the card list's allowance, the invitation) show on the card list and
  // Profile, not under one card: an owner event names none, and an owner without a card hears it too.
  if (isOwnerEventKind(kind) || kind === 'card.ledger') {
    void invalidateRewards(client)
    void invalidateUserInvitations(client)
  }
  if (cardId === undefined) return
  void invalidateCard(client, cardId)
  if (kind.startsWith('challenge.')) void invalidateCardChallenge(client, cardId)
  if (kind.startsWith('deposit.') || kind === 'card.settled' || kind === 'card.ledger') {
    void invalidatePendingTopup(client, cardId)
    void invalidateHeldDeposits(client, cardId)
    void invalidateCardDeposits(client, cardId)
    void invalidateConfirmations(client)
  }
}
