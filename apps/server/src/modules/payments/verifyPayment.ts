import { eq } from 'drizzle-orm'
import { type Address, getAddress, type Hash } from 'viem'
import type { ChainRuntime } from '../../config'
import { cards } from '../../db/schema/cards'
import { type PaymentRow, payments } from '../../db/schema/payments'
import { lockCard } from '../../ledger'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { type CreditPaymentReturnType, creditPayment } from './creditPayment'
import { findReplacement } from './findReplacement'
import { observeTransaction, type TransactionObservation } from './observeTransaction'
import { type OrderPaymentFailure, releaseFailedOrder } from './orderPayment/releaseFailedOrder'
import type { PaymentInput, PaymentState, PaymentStatus } from './paymentState'
import { paymentStateOf } from './repo/paymentStateOf'
import { savePaymentState } from './repo/savePaymentState'
import { transitionPayment } from './transitionPayment'

export type VerifyPaymentReturnType = { status: PaymentStatus; credit?: CreditPaymentReturnType }

/** Observes a reported payment on its chain and moves it on (see applyObservation). */
export async function verifyPayment(
  ctx: PaymentsContext,
  payment: PaymentRow,
  rpc?: WatcherRpc,
): Promise<VerifyPaymentReturnType> {
  const chain = ctx.chains.get(payment.chainId)
  if (!chain) return { status: payment.status }
  const [card] = await ctx.db
    .select({ depositAddress: cards.depositAddress })
    .from(cards)
    .where(eq(cards.id, payment.cardId))
  if (!card) return { status: payment.status }
  const observation = await observeTransaction({
    client: chain.client,
    hash: payment.txHash as Hash,
    token: chain.runtime.orderCurrency.token.address,
    tokenSymbol: chain.runtime.orderCurrency.token.symbol,
    recipient: getAddress(card.depositAddress),
    requiredConfirmations: chain.runtime.requiredConfirmations,
    report:
      payment.sender && payment.nonce !== null
        ? { sender: payment.sender as Address, nonce: payment.nonce }
        : null,
    rpc,
  })
  return applyObservation(ctx, payment, chain.runtime, observation, rpc)
}

/**
 * Turns an observation into a transition of the payment (under its row lock, on its current state) and,
 * once it is confirmed and canonical, credits it. A replaced transaction is followed: the replacement's
 * hash is recorded and its own payment (found by the watcher) carries the credit.
 */
export async function applyObservation(
  ctx: PaymentsContext,
  payment: PaymentRow,
  chain: ChainRuntime,
  observation: TransactionObservation,
  rpc?: WatcherRpc,
): Promise<VerifyPaymentReturnType> {
  const now = ctx.now()
  let input: PaymentInput
  switch (observation.kind) {
    case 'pending':
      input = { type: 'not_found', expired: false }
      break
    case 'missing': {
      let by: Hash | null = null
      if (observation.nonceUsed && payment.sender && payment.nonce !== null) {
        const client = ctx.chains.get(chain.id)?.client
        if (client) {
          by = await findReplacement(
            ctx.db,
            client,
            {
              chainId: chain.id,
              cardId: payment.cardId,
              txHash: payment.txHash,
              sender: payment.sender as Address,
              nonce: payment.nonce,
              since: payment.reportedAt ?? payment.createdAt,
            },
            rpc,
          )
        }
      }
      const since = (payment.reportedAt ?? payment.createdAt).getTime()
      input = by
        ? { type: 'replaced', by }
        : { type: 'not_found', expired: now.getTime() - since >= ctx.dropAfterMs }
      break
    }
    case 'reverted':
      input = { type: 'reverted' }
      break
    case 'no_match':
      input = { type: 'no_match', reason: observation.reason }
      break
    case 'included':
      input = {
        type: 'included',
        confirmations: observation.confirmations,
        required: chain.requiredConfirmations,
        canonical: observation.canonical,
      }
      break
  }

  const status = await ctx.db.transaction(async (tx) => {
    // Card row first, then the payment row: the lock order of every money movement.
    await lockCard(tx, payment.cardId)
    const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update')
    if (!row) return payment.status
    const { state } = transitionPayment(paymentStateOf(row), input)
    const included = observation.kind === 'included'
    await savePaymentState(tx, row.id, state, now, {
      ...(included
        ? {
            blockNumber: observation.blockNumber,
            blockHash: observation.blockHash,
            amountBase: observation.amount,
          }
        : {}),
      ...(input.type === 'not_found' && state.status === 'reported' && row.status !== 'reported'
        ? { blockNumber: null, blockHash: null }
        : {}),
    })
    // After the new state is saved: the release looks for another live payment of the order, and this one,
    // still `reported` or `seen` before the save, would count as one (the order stayed pending).
    const failure = orderFailureOf(row.status, state)
    if (failure) await releaseFailedOrder(tx, row.cardId, failure, now)
    return state.status
  })

  if (status === 'confirmed' && observation.kind === 'included') {
    ctx.faults?.beforeCredit?.({ chainId: chain.id, txHash: payment.txHash, cardId: payment.cardId })
    const credit = await creditPayment(ctx.db, {
      chainId: chain.id,
      currency: chain.orderCurrency.id,
      token: chain.orderCurrency.token,
      cardId: payment.cardId,
      txHash: payment.txHash,
      transfers: observation.transfers,
      feeRate: ctx.feeRate,
      now,
    })
    return { status: credit.credited || credit.reason === 'already_credited' ? 'credited' : status, credit }
  }
  return { status }
}

/** The failure an order shows when its payment has just failed for good (a replacement is no failure). */
function orderFailureOf(before: PaymentStatus, after: PaymentState): OrderPaymentFailure | null {
  if (before === after.status) return null
  if (after.status === 'reverted') return 'reverted'
  if (after.status === 'invalid') return 'not_a_payment'
  if (after.status === 'dropped' && after.replacedBy === null) return 'dropped'
  return null
}
