import type { CardStatus } from '../constants/cardStatus'
import { parseUsd } from '../money/usd'

/** Card statuses the server moves on by itself (payment confirmations, the issuer's review). */
const MOVING: readonly CardStatus[] = ['pending', 'application_processing']

/**
 * Whether a card is waiting for something the server does by itself (a payment being confirmed, an
 * application in review, a pending top-up to settle), so screens poll it instead of showing stale numbers.
 */
export function needsCardPolling(card: { status: CardStatus; pendingTopup: string }): boolean {
  if (MOVING.includes(card.status)) return true
  try {
    return parseUsd(card.pendingTopup) > 0n
  } catch {
    return false
  }
}
