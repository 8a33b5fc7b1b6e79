import { decodeTransferLogs, MIN_FIRST_TOPUP_MICRO_USD, transfersTo } from '@chaincard/domain'
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { type Hash, type PublicClient, TransactionReceiptNotFoundError } from 'viem'
import type { ChainRuntime } from '../../config'
import { cardLedger, cards } from '../../db/schema/cards'
import { cardCredits } from '../../db/schema/ledger'
import { paymentCredits, payments } from '../../db/schema/payments'
import { lockCard, reverseCredit } from '../../ledger'
import { recordException } from '../../runtime/operatorQueue'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { paymentStateOf } from './repo/paymentStateOf'
import { savePaymentState } from './repo/savePaymentState'
import { REORGED_REASON, transitionPayment } from './transitionPayment'

/** `waiting`: re-included, but a log index it now has is still held by another payment of the same
 * transaction that has not moved yet (handle that one first, then this one again). */
export type HandleReorgedPaymentReturnType = 'moved' | 'reversed' | 'shortfall' | 'unchanged' | 'waiting'

/**
 * A credited payment whose block left the canonical chain. Looked up again by its hash: re-included in
 * another block with the same amount to the card, it keeps its credit with the new block (and waits for that
 * block to be final); gone (or changed), its credit is reversed while still pending (`reorg_reversal`) and the
 * payment waits to be mined again (then it is credited anew, once). Whatever of it had already settled into
 * the balance, or moved out of pending (money over the maximum moved to another card or refunded), is not taken
 * back: the card gets a `reorg_shortfall` exception and its top-ups stop until an
 * operator resolves it. An order that the reversed credit had activated waits for its payment again.
 */
export async function handleReorgedPayment(
  ctx: PaymentsContext,
  chain: ChainRuntime,
  client: PublicClient,
  paymentId: number,
): Promise<HandleReorgedPaymentReturnType> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId))
  if (payment?.status !== 'credited') return 'unchanged'
  const [card] = await ctx.db
    .select({ depositAddress: cards.depositAddress })
    .from(cards)
    .where(eq(cards.id, payment.cardId))
  if (!card) return 'unchanged'
  const receipt = await client.getTransactionReceipt({ hash: payment.txHash as Hash }).catch((error) => {
    if (error instanceof TransactionReceiptNotFoundError) return null
    throw error
  })
  const now = ctx.now()
  const credited = await ctx.db
    .select()
    .from(paymentCredits)
    .where(and(eq(paymentCredits.paymentId, paymentId), sql`${paymentCredits.orphanedAt} IS NULL`))
  const creditedBase = credited.reduce((sum, r) => sum + BigInt(r.amountBase), 0n)
  const mine =
    receipt?.status === 'success'
      ? transfersTo(
          decodeTransferLogs(receipt.logs, chain.orderCurrency.token.address),
          card.depositAddress as Hash,
        )
      : null

  return ctx.db.transaction(async (tx) => {
    const locked = await lockCard(tx, payment.cardId)
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update')
    if (!locked || !row || row.status !== 'credited') return 'unchanged' as const
    if (mine && mine.total === creditedBase && mine.total > 0n && receipt) {
      // Re-included elsewhere: same money, new block (and new log indexes); final again once that block is.
      // Another payment of the same transaction (another card) may still hold one of the new indexes: the
      // logs of a re-included transaction shift together, so it moves first and this one after it.
      const taken = await tx
        .select({ paymentId: paymentCredits.paymentId })
        .from(paymentCredits)
        .where(
          and(
            eq(paymentCredits.chainId, chain.id),
            eq(paymentCredits.txHash, row.txHash),
            inArray(
              paymentCredits.logIndex,
              mine.transfers.map((t) => t.logIndex),
            ),
            ne(paymentCredits.paymentId, paymentId),
          ),
        )
        .limit(1)
      if (taken.length > 0) return 'waiting' as const
      await tx.delete(paymentCredits).where(eq(paymentCredits.paymentId, paymentId))
      await tx.insert(paymentCredits).values(
        mine.transfers.map((t) => ({
          chainId: chain.id,
          txHash: row.txHash,
          logIndex: t.logIndex,
          paymentId,
          cardId: row.cardId,
          blockNumber: t.blockNumber,
          blockHash: t.blockHash,
          amountBase: t.amount.toString(),
          createdAt: now,
        })),
      )
      await tx
        .update(cardCredits)
        .set({ finalAt: null })
        .where(
          and(
            eq(cardCredits.paymentId, paymentId),
            sql`${cardCredits.settledMicro} + ${cardCredits.reversedMicro} < ${cardCredits.amountMicro}`,
          ),
        )
      await savePaymentState(tx, paymentId, paymentStateOf(row), now, {
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash.toLowerCase(),
      })
      return 'moved' as const
    }

    // The payment's newest credit (a transfer reversed and mined again has one per generation). By ledger row,
    // not by time: two generations made within one millisecond tie on time, and taking the one reversed before
    // took nothing back and raised a false reorg_shortfall, leaving the new credit pending for ever.
    const [credit] = await tx
      .select({ ref: cardCredits.ref, amountMicro: cardCredits.amountMicro })
      .from(cardCredits)
      .innerJoin(cardLedger, eq(cardLedger.ref, cardCredits.ref))
      .where(eq(cardCredits.paymentId, paymentId))
      .orderBy(desc(cardLedger.id))
      .limit(1)
    const { reversedMicro } = credit
      ? await reverseCredit(tx, {
          creditRef: credit.ref,
          meta: { chainId: chain.id, txHash: row.txHash, blockHash: row.blockHash },
          at: now,
        })
      : { reversedMicro: 0n }
    // What of the credit the reversal could not take back: settled into the balance, or moved out of pending
    // before (money over the maximum moved to another card or refunded): gone for good either way.
    const keptMicro = credit ? credit.amountMicro - reversedMicro : 0n
    if (keptMicro > 0n && credit) {
      // Money already spendable: never taken back. Recorded, and the card's top-ups stop until resolved.
      await recordException(tx, {
        reason: 'reorg_shortfall',
        detail: 'reorg_shortfall',
        dedupeKey: `shortfall:${credit.ref}`,
        chainId: chain.id,
        txHash: row.txHash,
        blockNumber: row.blockNumber,
        blockHash: row.blockHash,
        tokenAddress: chain.orderCurrency.token.address.toLowerCase(),
        tokenSymbol: chain.orderCurrency.token.symbol,
        tokenDecimals: chain.orderCurrency.token.decimals,
        amountBase: row.amountBase === null ? null : BigInt(row.amountBase),
        amountMicro: keptMicro,
        cardId: row.cardId,
        now,
      })
      await tx
        .update(cards)
        .set({ topupHold: 'reorg_shortfall', updatedAt: now })
        .where(eq(cards.id, row.cardId))
      await tx.update(paymentCredits).set({ orphanedAt: now }).where(eq(paymentCredits.paymentId, paymentId))
      await savePaymentState(tx, paymentId, { ...paymentStateOf(row), reason: REORGED_REASON }, now)
      return 'shortfall' as const
    }
    // Still pending: taken back, and the payment waits to be mined again.
    await tx.delete(paymentCredits).where(eq(paymentCredits.paymentId, paymentId))
    const { state } = transitionPayment(paymentStateOf(row), { type: 'credit_reversed' })
    await savePaymentState(tx, paymentId, state, now, {
      blockNumber: null,
      blockHash: null,
      creditedMicro: null,
      creditedAt: null,
    })
    await tx
      .update(payments)
      .set({ reversals: sql`${payments.reversals} + 1` })
      .where(eq(payments.id, paymentId))
    await reopenOrder(tx, row.cardId, now)
    return 'reversed' as const
  })
}

/**
 * An order whose activating payment was reversed (still in application, not issued) waits for its payment
 * again (`pending`) when what is still credited to it no longer reaches the minimum first top-up.
 */
async function reopenOrder(
  tx: Parameters<Parameters<PaymentsContext['db']['transaction']>[0]>[0],
  cardId: string,
  now: Date,
): Promise<void> {
  const [sum] = await tx
    .select({ gross: sql<string>`coalesce(sum(${payments.grossMicro}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.cardId, cardId), eq(payments.status, 'credited')))
  if (BigInt(sum?.gross ?? '0') >= MIN_FIRST_TOPUP_MICRO_USD) return
  await tx
    .update(cards)
    .set({ status: 'pending', paidAt: null, updatedAt: now })
    .where(
      and(eq(cards.id, cardId), inArray(cards.status, ['application_required', 'application_processing'])),
    )
}
