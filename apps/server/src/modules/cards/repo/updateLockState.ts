import { and, eq, gte } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

/**
 * The owner's lock, as a conditional update: lock an active card, or unlock a card its owner locked whose
 * balance is not negative. False when the card was not in that state (changed by someone else meanwhile).
 */
export async function updateLockState(
  tx: Executor,
  cardId: string,
  lock: boolean,
  at: Date,
): Promise<boolean> {
  const rows = lock
    ? await tx
        .update(cards)
        .set({ status: 'locked', lockReason: 'user', updatedAt: at })
        .where(and(eq(cards.id, cardId), eq(cards.status, 'active')))
        .returning({ id: cards.id })
    : await tx
        .update(cards)
        .set({ status: 'active', lockReason: null, updatedAt: at })
        .where(
          and(
            eq(cards.id, cardId),
            eq(cards.status, 'locked'),
            eq(cards.lockReason, 'user'),
            gte(cards.balanceMicro, 0n),
          ),
        )
        .returning({ id: cards.id })
  return rows.length > 0
}
