import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cards } from '../../db/schema/cards'

/** Adds `deltaMicro` (signed) to the card's held total; the CHECK held_micro >= 0 refuses going below zero. */
export async function addHeld(tx: Executor, cardId: string, deltaMicro: bigint, at: Date): Promise<void> {
  if (deltaMicro === 0n) return
  await tx
    .update(cards)
    .set({ heldMicro: sql`${cards.heldMicro} + ${deltaMicro}::bigint`, updatedAt: at })
    .where(eq(cards.id, cardId))
}
