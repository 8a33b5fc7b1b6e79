import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'

/**
 * A payment was reported for a new order: `new` -> `pending` (and the last payment's failure is forgotten).
 * No-op (returns false) in any other status.
 */
export async function setOrderPending(
  tx: Executor,
  cardId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await tx
    .update(cards)
    .set({ status: 'pending', paymentFailure: null, updatedAt: now })
    .where(and(eq(cards.id, cardId), eq(cards.status, 'new')))
    .returning({ id: cards.id })
  return rows.length > 0
}

/** The reported payment was cancelled: `pending` -> `new`. No-op (returns false) once the order moved on. */
export async function setOrderNew(tx: Executor, cardId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await tx
    .update(cards)
    .set({ status: 'new', updatedAt: now })
    .where(and(eq(cards.id, cardId), eq(cards.status, 'pending')))
    .returning({ id: cards.id })
  return rows.length > 0
}
