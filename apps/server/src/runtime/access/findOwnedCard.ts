import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type CardRow, cards } from '../../db/schema/cards'

/**
 * The card (or order) `id` if it belongs to `ownerAddress` (any case), else null. Callers answer null
 * with 404 `not_found`, so another user's id looks exactly like an unknown one.
 */
export async function findOwnedCard(db: Executor, id: string, ownerAddress: string): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.ownerAddress, ownerAddress.toLowerCase())))
    .limit(1)
  return row ?? null
}
