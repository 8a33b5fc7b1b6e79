import { and, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

/**
 * `waiting_to_get` -> `active` for a card whose details were shown at least once, as one conditional
 * update: of two concurrent confirmations one changes the card and the other finds nothing to change.
 * True when this call activated the card.
 */
export async function activateShownCard(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(cards)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(cards.id, id), eq(cards.status, 'waiting_to_get'), isNotNull(cards.imageViewedAt)))
    .returning({ id: cards.id })
  return rows.length > 0
}
