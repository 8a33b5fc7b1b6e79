import { cardRoom } from '../../../lib/cards/cardRoom'
import type { Card } from '../../../types/api'

const RECEIVING = ['active', 'locked', 'waiting_to_get']

export type ExcessTarget = { card: Card; room: bigint | null }

/**
 * The owner's other cards that money over this card's maximum can be moved to (the server's rule):
 * issued, not expired, top-ups allowed, with room under their maximum; the most room first.
 */
export function excessTargets(from: string, cards: readonly Card[]): ExcessTarget[] {
  return cards
    .filter(
      (card) => card.id !== from && RECEIVING.includes(card.status) && !card.expired && !card.topupDisabled,
    )
    .map((card) => ({
      card,
      room: cardRoom(card).room,
    }))
    .filter((target) => target.room === null || target.room > 0n)
    .sort((a, b) =>
      a.room === null ? -1 : b.room === null ? 1 : a.room > b.room ? -1 : a.room < b.room ? 1 : 0,
    )
}
