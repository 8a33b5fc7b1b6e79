import type { CardRow } from '../../db/schema/cards'

/** Past its `expiresAt` (orders have none and never expire). */
export function isCardExpired(card: Pick<CardRow, 'expiresAt'>, now: Date): boolean {
  return card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime()
}
