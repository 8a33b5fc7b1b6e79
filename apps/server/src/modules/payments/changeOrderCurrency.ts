import { isOrderStatus, isUserActionAllowed, type OrderEditResponse } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import { findOwnedCard, getUserState } from '../../runtime/access'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { getTopupInfo } from './getTopupInfo'
import { resolveOrderChain } from './resolveOrderChain'

export type ChangeOrderCurrencyParameters = {
  ownerAddress: string
  orderId: string
  /** An enabled chain's order currency id, any case (`usdt`, `usdt-bep20`). */
  currency: string
}

/**
 * `PUT /order/{id}`: the order is paid in `currency` from now on; the choice is stored on the order (its
 * `orderCurrency`, what `GET /order/{id}` answers its amounts in) and its receiving address and bounds in
 * that currency are answered. Refused with 404 for an id that is not the caller's, 400 for a currency that
 * is no enabled chain's order currency, 409 `topup_disabled` when top-up is disabled (card flag or user
 * state) and 409 `invalid_action` for a card that is no longer an order.
 *
 * The currency can change only while the order is `new`. Once a payment is reported (`pending`) or the
 * order is paid, asking for another currency is 409 `invalid_action` and nothing changes; asking for the
 * current one just answers. Payments never depend on this choice: each payment row carries its own chain
 * and currency, verification reads the payment's chain, the watcher scans every enabled chain's order
 * currency, and credits are unique per (chain, tx, log). A late transfer in the old currency after a
 * cancel and a change is still credited, once.
 */
export async function changeOrderCurrency(
  ctx: Pick<PaymentsContext, 'db' | 'chains' | 'now' | 'feeRate'>,
  p: ChangeOrderCurrencyParameters,
): Promise<OrderEditResponse> {
  const owned = await findOwnedCard(ctx.db, p.orderId, p.ownerAddress)
  if (!owned) throw new AppError('not_found', 'order not found')
  const chain = resolveOrderChain(ctx.chains, p.currency)
  if (!chain) {
    throw new AppError(
      'validation_failed',
      `validation failed: currency "${p.currency}" is not the order currency of an enabled chain`,
    )
  }
  if (!isOrderStatus(owned.status)) throw new AppError('invalid_action', 'invalid action: not an order')
  if (owned.topupDisabled) throw new AppError('topup_disabled', 'top-up disabled for this card')
  if (!isUserActionAllowed(await getUserState(ctx.db, p.ownerAddress), 'topup')) {
    throw new AppError('topup_disabled', 'top-up disabled for this user')
  }
  const currency = chain.runtime.orderCurrency.id
  const now = ctx.now()

  const order = await ctx.db.transaction(async (tx) => {
    // Under the card's row lock: a payment report (new -> pending) waits for this change, or this for it.
    const [row] = await tx.select().from(cards).where(eq(cards.id, owned.id)).for('update')
    if (!row || !isOrderStatus(row.status)) {
      throw new AppError('invalid_action', 'invalid action: not an order')
    }
    if (row.orderCurrency === currency) return row
    if (row.status !== 'new') {
      throw new AppError(
        'invalid_action',
        `invalid action: the order's payment in ${row.orderCurrency} is already under way; its currency can no longer change`,
      )
    }
    await tx.update(cards).set({ orderCurrency: currency, updatedAt: now }).where(eq(cards.id, row.id))
    return { ...row, orderCurrency: currency, updatedAt: now }
  })

  const info = getTopupInfo(ctx.chains, order, currency, ctx.feeRate)
  return {
    id: order.id,
    address: info.address,
    currency: info.currency,
    topup: { original: info.original, feeRate: info.feeRate, lower: info.lower },
  }
}
