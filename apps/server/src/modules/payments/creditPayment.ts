import { computeFee, MIN_FIRST_TOPUP_MICRO_USD, stableToMicroUsd } from '@chaincard/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { paymentCredits, payments } from '../../db/schema/payments'
import { onFirstPaymentConfirmed, postLedgerEntry, recordLastPaymentHash } from '../cards'
import type { TokenTransfer } from './decodeTransferLogs'
import type { PaymentException } from './paymentState'
import { ensurePayment } from './repo/ensurePayment'
import { lockCard } from './repo/lockCard'
import { paymentStateOf } from './repo/paymentStateOf'
import { savePaymentState } from './repo/savePaymentState'
import { transitionPayment } from './transitionPayment'

export type CreditPaymentParameters = {
  chainId: number
  /** Order-currency id of the chain (`usdt`) and its token decimals. */
  currency: string
  decimals: number
  cardId: string
  txHash: string
  /** The confirmed, canonical Transfer logs of this transaction to this card's receiving address. */
  transfers: readonly TokenTransfer[]
  feeRate: string
  now: Date
}

export type CreditPaymentReturnType =
  | { credited: false; reason: 'already_credited' | 'no_transfers' | 'card_missing' }
  | {
      credited: true
      netMicro: bigint
      grossMicro: bigint
      feeMicro: bigint
      exception: PaymentException
      activated: boolean
    }

/**
 * Credits a confirmed payment exactly once, in ONE database transaction: locks the card, inserts one
 * `payment_credits` row per Transfer log (primary key chain+tx+logIndex: a log that is already there is
 * skipped by the database, whichever process or path got there first), posts the net amount to the
 * card's pending top-up through the ledger (UNIQUE ref), applies the pure transition (exception
 * partial/over/late) and, for an order that reaches `lower`, moves it on via onFirstPaymentConfirmed.
 */
export async function creditPayment(db: Db, p: CreditPaymentParameters): Promise<CreditPaymentReturnType> {
  if (p.transfers.length === 0) return { credited: false, reason: 'no_transfers' }
  const txHash = p.txHash.toLowerCase()
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, p.cardId)
    if (!card) return { credited: false, reason: 'card_missing' } as const
    const payment = await ensurePayment(tx, {
      chainId: p.chainId,
      txHash,
      cardId: p.cardId,
      currency: p.currency,
      now: p.now,
    })
    if (payment.status === 'credited') return { credited: false, reason: 'already_credited' } as const

    const inserted = await tx
      .insert(paymentCredits)
      .values(
        p.transfers.map((t) => ({
          chainId: p.chainId,
          txHash,
          logIndex: t.logIndex,
          paymentId: payment.id,
          cardId: p.cardId,
          blockNumber: t.blockNumber,
          blockHash: t.blockHash,
          amountBase: t.amount.toString(),
          createdAt: p.now,
        })),
      )
      .onConflictDoNothing()
      .returning({ logIndex: paymentCredits.logIndex, amountBase: paymentCredits.amountBase })
    if (inserted.length === 0) return { credited: false, reason: 'already_credited' } as const

    const amountBase = inserted.reduce((sum, r) => sum + BigInt(r.amountBase), 0n)
    const grossMicro = stableToMicroUsd(amountBase, p.decimals, 'down')
    const feeMicro = computeFee(grossMicro, p.feeRate)
    const netMicro = grossMicro - feeMicro
    const isOrder = card.status === 'new' || card.status === 'pending'
    const [before] = await tx
      .select({ gross: sql<string>`coalesce(sum(${payments.grossMicro}), 0)::text` })
      .from(payments)
      .where(and(eq(payments.cardId, p.cardId), eq(payments.status, 'credited')))
    const fitMicro =
      card.balanceUpperMicro === null
        ? null
        : max0(card.balanceUpperMicro - card.balanceMicro - card.pendingMicro)

    const { state, events } = transitionPayment(paymentStateOf(payment), {
      type: 'credit',
      context: {
        amountMicro: netMicro,
        grossMicro,
        isOrder,
        orderGrossBeforeMicro: BigInt(before?.gross ?? '0'),
        lowerMicro: MIN_FIRST_TOPUP_MICRO_USD,
        fitMicro,
      },
    })
    let activated = false
    for (const event of events) {
      if (event.type === 'credit') {
        const logIndexes = inserted.map((r) => r.logIndex).sort((a, b) => a - b)
        await postLedgerEntry(tx, {
          cardId: p.cardId,
          kind: 'topup_credit',
          pendingDelta: netMicro,
          balanceDelta: 0n,
          ref: `topup:${p.chainId}:${txHash}:${logIndexes.join(',')}`,
          meta: {
            chainId: p.chainId,
            txHash,
            logIndexes,
            currency: p.currency,
            amountBase: amountBase.toString(),
            grossMicro: grossMicro.toString(),
            feeMicro: feeMicro.toString(),
            feeRate: p.feeRate,
            exception: event.exception,
          },
          at: p.now,
        })
      } else if (event.type === 'activate_order') {
        activated = (await onFirstPaymentConfirmed(tx, p.cardId, p.now)).changed
      }
    }
    const first = p.transfers[0]!
    await savePaymentState(tx, payment.id, state, p.now, {
      blockNumber: first.blockNumber,
      blockHash: first.blockHash,
      amountBase,
      grossMicro,
      feeMicro,
      creditedMicro: netMicro,
      creditedAt: p.now,
    })
    await recordLastPaymentHash(tx, p.cardId, txHash, p.now)
    return { credited: true, netMicro, grossMicro, feeMicro, exception: state.exception, activated } as const
  })
}

const max0 = (value: bigint) => (value < 0n ? 0n : value)
