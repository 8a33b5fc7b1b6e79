import type { CardStatus } from '../constants/cardStatus'
import { parseUsd } from '../money/usd'

/**
 * Card statuses the server moves on by itself at the top-up's pace (a payment being confirmed). An
 * application in review is polled by its own dialog every 30 s (SPEC section 9), not faster.
 */
const MOVING: readonly CardStatus[] = ['pending']

/**
 * Whether a card is waiting for something the server does by itself (a payment being confirmed, a pending
 * top-up to settle), so screens poll it instead of showing stale numbers.
 */
export function needsCardPolling(card: { status: CardStatus; pendingTopup: string }): boolean {
  if (MOVING.includes(card.status)) return true
  try {
    return parseUsd(card.pendingTopup) > 0n
  } catch {
    return false
  }
}
