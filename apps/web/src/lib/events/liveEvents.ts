import { CARD_EVENT_KINDS } from '@chaincard/domain'
import type { QueryClient } from '@tanstack/react-query'
import {
  invalidateCard,
  invalidateCardChallenge,
  invalidateCardDeposits,
  invalidateCards,
  invalidateConfirmations,
  invalidateHeldDeposits,
  invalidatePendingTopup,
  invalidateRewards,
  invalidateUserInvitations,
} from '../queries/queryKeys'

/** How often polled queries still ask while the live stream is open: only a safety net then. */
export const LIVE_FALLBACK_POLL_MS = 30_000

let open = false

/** True while GET /api/events is connected (set by useLiveEvents). */
export function isLiveStreamOpen(): boolean {
  return open
}

export function setLiveStreamOpen(value: boolean): void {
  open = value
}

/**
 * A query's poll interval: `ms` while the live stream is down (polling is the fallback), LIVE_FALLBACK_POLL_MS
 * while it is open (events refresh the page then).
 */
export function livePollInterval(ms: number): number {
  return open ? Math.max(ms, LIVE_FALLBACK_POLL_MS) : ms
}

/**
 * What an event names is refetched (the event is a signal, the REST answer the truth): the card list, the card
 * (its history, pending lines, disputes and wallet tokens are under the card's key), its challenge, pending top-up,
 * held deposits, its deposits as the deposit page follows them, deposit confirmations, and the owner's rewards
 * and invitation (free cards earned).
 */
export function invalidateForEvent(client: QueryClient, kind: string, cardId: string | undefined): void {
  void invalidateCards(client)
  if (cardId === undefined) return
  void invalidateCard(client, cardId)
  if (kind.startsWith('challenge.')) void invalidateCardChallenge(client, cardId)
  // The owner's rewards and free cards show on the card list and Profile, not under one card.
  if (kind === 'rewards.changed' || kind === 'cards.earned' || kind === 'card.ledger') {
    void invalidateRewards(client)
    void invalidateUserInvitations(client)
  }
  if (kind.startsWith('deposit.') || kind === 'card.settled' || kind === 'card.ledger') {
    void invalidatePendingTopup(client, cardId)
    void invalidateHeldDeposits(client, cardId)
    void invalidateCardDeposits(client, cardId)
    void invalidateConfirmations(client)
  }
}

export const LIVE_EVENT_KINDS = CARD_EVENT_KINDS
