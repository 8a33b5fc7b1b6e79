import { and, eq, inArray } from 'drizzle-orm'
import type { Address } from 'viem'
import { payments } from '../../db/schema/payments'
import { AppError } from '../../errors'
import { findOwnedCard } from '../../runtime/access'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { setOrderNew } from './orderPayment/setOrderStatus'
import { paymentStateOf } from './repo/paymentStateOf'
import { savePaymentState } from './repo/savePaymentState'
import { transitionPayment } from './transitionPayment'

const ORDER_STATUSES = ['new', 'pending', 'application_required', 'application_processing']

/**
 * POST /order/:id/pay/cancel: the order goes back to `new` unless its payment was already confirmed (then
 * nothing changes). Open payments are flagged cancelled; a matching transfer that still arrives is credited
 * all the same, as `paid_late`.
 */
export async function cancelOrderPayment(
  ctx: PaymentsContext,
  ownerAddress: Address,
  cardId: string,
): Promise<void> {
  const card = await findOwnedCard(ctx.db, cardId, ownerAddress)
  if (!card) throw new AppError('not_found', 'order not found')
  if (!ORDER_STATUSES.includes(card.status))
    throw new AppError('invalid_action', 'invalid action: not an order')
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await setOrderNew(tx, card.id, now)
    const open = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.cardId, card.id),
          inArray(payments.status, ['reported', 'seen', 'confirmed', 'dropped']),
        ),
      )
      .for('update')
    for (const row of open) {
      const { state } = transitionPayment(paymentStateOf(row), { type: 'cancelled' })
      await savePaymentState(tx, row.id, state, now)
    }
  })
}
