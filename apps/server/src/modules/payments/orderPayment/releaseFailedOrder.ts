import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'
import { payments } from '../../../db/schema/payments'

export type OrderPaymentFailure = 'reverted' | 'not_a_payment' | 'dropped'

/**
 * An order whose reported payment failed (reverted, paid nothing to it, or was dropped from the mempool)
 * goes back to waiting for payment, `pending` -> `new`, with the reason kept for the owner to see. Nothing
 * changes while another payment of the order is still under way or already credited. Call it after the failed
 * payment's new state is saved (in the same transaction): before, that payment itself still looks under way.
 * Returns true when the order went back.
 */
export async function releaseFailedOrder(
  tx: Executor,
  cardId: string,
  failure: OrderPaymentFailure,
  now: Date,
): Promise<boolean> {
  const alive = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.cardId, cardId),
        inArray(payments.status, ['reported', 'seen', 'confirmed', 'credited']),
      ),
    )
    .limit(1)
  if (alive.length > 0) return false
  const rows = await tx
    .update(cards)
    .set({ status: 'new', paymentFailure: failure, updatedAt: now })
    .where(and(eq(cards.id, cardId), eq(cards.status, 'pending')))
    .returning({ id: cards.id })
  return rows.length > 0
}
