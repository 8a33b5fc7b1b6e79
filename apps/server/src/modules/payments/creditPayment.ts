import { computeFee, getDepositHold, MIN_FIRST_TOPUP_MICRO_USD, stableToMicroUsd } from '@chaincard/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db'
import { users } from '../../db/schema/auth'
import { depositExceptions } from '../../db/schema/exceptions'
import { paymentCredits, payments } from '../../db/schema/payments'
import { isCardExpired, onFirstPaymentConfirmed, recordLastPaymentHash } from '../cards'
import { recordException } from '../exceptions'
import { type LockedCard, lockCard, postLedgerEntry } from '../ledger'
import type { TokenTransfer } from './decodeTransferLogs'
import type { PaymentException } from './paymentState'
import { ensurePayment } from './repo/ensurePayment'
import { paymentStateOf } from './repo/paymentStateOf'
import { savePaymentState } from './repo/savePaymentState'
import { transferKey } from './transferKey'
import { transitionPayment } from './transitionPayment'

export type CreditPaymentParameters = {
  chainId: number
  /** Order-currency id of the chain (`usdt`) and its token. */
  currency: string
  token: { address: string; symbol: string; decimals: number }
  cardId: string
  txHash: string
  /** The confirmed, canonical Transfer logs of this transaction to this card's receiving address. */
  transfers: readonly TokenTransfer[]
  feeRate: string
  now: Date
}

export type CreditPaymentReturnType =
  | { credited: false; reason: 'already_credited' | 'no_transfers' | 'card_missing' }
  | { credited: false; reason: 'held'; detail: string; held: number }
  | {
      credited: true
      netMicro: bigint
      grossMicro: bigint
      feeMicro: bigint
      exception: PaymentException
      activated: boolean
    }

/**
 * Credits a confirmed payment exactly once, in ONE database transaction: locks the card, then applies the one
 * rule about card and user state (getDepositHold, the same the report path applies): a card that may not take
 * deposits gets one `card_inactive` exception per transfer instead (never credited automatically). Otherwise
 * inserts one `payment_credits` row per Transfer log (primary key chain+tx+logIndex: a log that is already
 * there is skipped by the database, whichever process or path got there first; a log held as an exception is
 * never credited here), posts the net amount to the card's pending top-up through the ledger (UNIQUE ref; it
 * settles once the block is final), applies the pure transition (exception partial/over/late) and, for an
 * order that reaches `lower`, moves it on via onFirstPaymentConfirmed.
 */
export async function creditPayment(db: Db, p: CreditPaymentParameters): Promise<CreditPaymentReturnType> {
  if (p.transfers.length === 0) return { credited: false, reason: 'no_transfers' }
  const txHash = p.txHash.toLowerCase()
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, p.cardId)
    if (!card) return { credited: false, reason: 'card_missing' } as const
    const held = await heldLogIndexes(tx, p.chainId, txHash, p.transfers)
    const transfers = p.transfers.filter((t) => !held.has(t.logIndex))
    if (transfers.length === 0) return { credited: false, reason: 'already_credited' } as const
    const hold = getDepositHold({
      status: card.status,
      expired: isCardExpired(card, p.now),
      userState: await userStateOf(tx, card.ownerAddress),
      topupDisabled: card.topupDisabled,
      topupHold: card.topupHold,
    })
    if (hold) return holdTransfers(tx, p, card, txHash, transfers, hold)

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
        transfers.map((t) => ({
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
    const grossMicro = stableToMicroUsd(amountBase, p.token.decimals, 'down')
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
        // A transfer credited again after a reorg reversed its first credit gets a new ref (`:r<n>`).
        const generation = payment.reversals > 0 ? `:r${payment.reversals}` : ''
        await postLedgerEntry(tx, {
          cardId: p.cardId,
          kind: 'topup_credit',
          pendingDelta: netMicro,
          balanceDelta: 0n,
          ref: `topup:${p.chainId}:${txHash}:${logIndexes.join(',')}${generation}`,
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
          finalAt: null,
          paymentId: payment.id,
        })
      } else if (event.type === 'activate_order') {
        activated = (await onFirstPaymentConfirmed(tx, p.cardId, p.now)).changed
      }
    }
    const first = transfers[0]!
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

/** Log indexes of this transaction already held as exceptions (they stay held whatever the card does now). */
async function heldLogIndexes(
  tx: Tx,
  chainId: number,
  txHash: string,
  transfers: readonly TokenTransfer[],
): Promise<Set<number>> {
  const rows = await tx
    .select({ logIndex: depositExceptions.logIndex })
    .from(depositExceptions)
    .where(
      inArray(
        depositExceptions.dedupeKey,
        transfers.map((t) => transferKey(chainId, txHash, t.logIndex)),
      ),
    )
  return new Set(rows.map((r) => r.logIndex ?? -1))
}

async function userStateOf(tx: Tx, address: string) {
  const [user] = await tx.select({ state: users.state }).from(users).where(eq(users.address, address))
  return user?.state ?? ''
}

/**
 * The card may not take deposits: each transfer not credited before becomes one `card_inactive` exception
 * (with the order currency's amount and USD value), and a payment the owner reported is closed as held.
 */
async function holdTransfers(
  tx: Tx,
  p: CreditPaymentParameters,
  card: LockedCard,
  txHash: string,
  transfers: readonly TokenTransfer[],
  detail: string,
): Promise<CreditPaymentReturnType> {
  const credited = await tx
    .select({ logIndex: paymentCredits.logIndex })
    .from(paymentCredits)
    .where(
      and(
        eq(paymentCredits.chainId, p.chainId),
        eq(paymentCredits.txHash, txHash),
        inArray(
          paymentCredits.logIndex,
          transfers.map((t) => t.logIndex),
        ),
      ),
    )
  const done = new Set(credited.map((r) => r.logIndex))
  let held = 0
  for (const t of transfers) {
    if (done.has(t.logIndex)) continue
    await recordException(tx, {
      reason: 'card_inactive',
      detail,
      dedupeKey: transferKey(p.chainId, txHash, t.logIndex),
      chainId: p.chainId,
      txHash,
      logIndex: t.logIndex,
      blockNumber: t.blockNumber,
      blockHash: t.blockHash,
      tokenAddress: p.token.address.toLowerCase(),
      tokenSymbol: p.token.symbol,
      tokenDecimals: p.token.decimals,
      amountBase: t.amount,
      amountMicro: stableToMicroUsd(t.amount, p.token.decimals, 'down'),
      cardId: card.id,
      now: p.now,
    })
    held++
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.chainId, p.chainId), eq(payments.txHash, txHash), eq(payments.cardId, card.id)))
    .for('update')
  if (payment) {
    const { state } = transitionPayment(paymentStateOf(payment), { type: 'held', detail })
    await savePaymentState(tx, payment.id, state, p.now)
  }
  return { credited: false, reason: 'held', detail, held }
}

const max0 = (value: bigint) => (value < 0n ? 0n : value)
