import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

/**
 * Records the first time the card details were shown (`image_viewed_at`, kept on later views) while the
 * card waits for its owner to confirm them. False when the card is no longer waiting.
 */
export async function markCardDetailsShown(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(cards)
    .set({ imageViewedAt: sql`coalesce(${cards.imageViewedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(cards.id, id), eq(cards.status, 'waiting_to_get')))
    .returning({ id: cards.id })
  return rows.length > 0
}
