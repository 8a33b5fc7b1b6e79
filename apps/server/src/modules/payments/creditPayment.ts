import type { TokenTransfer } from '@chaincard/domain'
import {
  computeFee,
  getDepositHold,
  isCardExpired,
  MIN_FIRST_TOPUP_MICRO_USD,
  stableToMicroUsd,
  transferKey,
  type UserState,
} from '@chaincard/domain'
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db'
import { users } from '../../db/schema/auth'
import { type CardRow, cards } from '../../db/schema/cards'
import { depositExceptions } from '../../db/schema/exceptions'
import { type PaymentRow, paymentCredits, payments } from '../../db/schema/payments'
import { postTopupCredits, type TopupCredit } from '../../ledger'
import { recordException } from '../../runtime/operatorQueue'
import { onFirstPaymentConfirmed } from './orderPayment/onFirstPaymentConfirmed'
import type { PaymentException, PaymentState } from './paymentState'
import { paymentStateOf } from './repo/paymentStateOf'
import { transitionPayment } from './transitionPayment'

/** The chain facts every credit of one batch shares. */
export type CreditChain = {
  chainId: number
  /** Order-currency id of the chain (`usdt`) and its token. */
  currency: string
  token: { address: string; symbol: string; decimals: number }
  feeRate: string
  now: Date
}

/** One payment to credit: the confirmed, canonical Transfer logs of one transaction to one card's address. */
export type CreditGroup = { cardId: string; txHash: string; transfers: readonly TokenTransfer[] }

export type CreditPaymentParameters = CreditChain & CreditGroup

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

/** Credits one confirmed payment exactly once (creditPayments with one group). */
export async function creditPayment(db: Db, p: CreditPaymentParameters): Promise<CreditPaymentReturnType> {
  const [result] = await creditPayments(db, p, [
    { cardId: p.cardId, txHash: p.txHash, transfers: p.transfers },
  ])
  return result!
}

type LockedCard = Pick<
  CardRow,
  | 'id'
  | 'status'
  | 'balanceMicro'
  | 'pendingMicro'
  | 'balanceUpperMicro'
  | 'expiresAt'
  | 'topupDisabled'
  | 'topupHold'
> & { userState: UserState }

/**
 * Credits confirmed payments exactly once, all of them in ONE database transaction and a fixed number of
 * statements whatever their number (a watcher range of a thousand credits costs about ten round trips):
 * 1. locks every card of the batch (in id order, so batches never deadlock), with its owner's state;
 * 2. applies the one rule about card and user state (getDepositHold, the same the report path applies): a card
 *    that may not take deposits gets one `card_inactive` exception per transfer instead, never a credit;
 * 3. inserts one `payment_credits` row per Transfer log (primary key chain+tx+logIndex: a log already there is
 *    skipped by the database, whichever process or path got there first; a log held as an exception is never
 *    credited here);
 * 4. posts each payment's net amount to its card's pending top-up through the ledger (postTopupCredits,
 *    UNIQUE ref; it settles once the block is final), applies the pure transition (exception
 *    partial/over/late) and moves an order that reaches `lower` on (onFirstPaymentConfirmed).
 * Results come back in the order of `groups`.
 */
export async function creditPayments(
  db: Db,
  chain: CreditChain,
  groups: readonly CreditGroup[],
): Promise<CreditPaymentReturnType[]> {
  const results: CreditPaymentReturnType[] = groups.map(() => ({ credited: false, reason: 'no_transfers' }))
  const live = groups.flatMap((g, i) =>
    g.transfers.length > 0 ? [{ ...g, txHash: g.txHash.toLowerCase(), i }] : [],
  )
  if (live.length === 0) return results
  await db.transaction(async (tx) => {
    const locked = await lockCards(tx, [...new Set(live.map((g) => g.cardId))])
    const held = await heldKeys(tx, chain.chainId, live)
    const toCredit: typeof live = []
    for (const group of live) {
      const card = locked.get(group.cardId)
      if (!card) {
        results[group.i] = { credited: false, reason: 'card_missing' }
        continue
      }
      const transfers = group.transfers.filter(
        (t) => !held.has(transferKey(chain.chainId, group.txHash, t.logIndex)),
      )
      if (transfers.length === 0) {
        results[group.i] = { credited: false, reason: 'already_credited' }
        continue
      }
      const hold = getDepositHold({
        status: card.status,
        expired: isCardExpired(card, chain.now),
        userState: card.userState,
        topupDisabled: card.topupDisabled,
        topupHold: card.topupHold,
      })
      if (hold) results[group.i] = await holdTransfers(tx, chain, group.cardId, group.txHash, transfers, hold)
      else toCredit.push({ ...group, transfers })
    }
    if (toCredit.length === 0) return

    const paymentRows = await ensurePayments(tx, chain, toCredit)
    const open = toCredit.filter((g) => {
      const payment = paymentRows.get(`${g.txHash}:${g.cardId}`)!
      if (payment.status !== 'credited') return true
      results[g.i] = { credited: false, reason: 'already_credited' }
      return false
    })
    if (open.length === 0) return
    const inserted = await tx
      .insert(paymentCredits)
      .values(
        open.flatMap((g) =>
          g.transfers.map((t) => ({
            chainId: chain.chainId,
            txHash: g.txHash,
            logIndex: t.logIndex,
            paymentId: paymentRows.get(`${g.txHash}:${g.cardId}`)!.id,
            cardId: g.cardId,
            blockNumber: t.blockNumber,
            blockHash: t.blockHash,
            amountBase: t.amount.toString(),
            createdAt: chain.now,
          })),
        ),
      )
      .onConflictDoNothing()
      .returning({
        paymentId: paymentCredits.paymentId,
        logIndex: paymentCredits.logIndex,
        amountBase: paymentCredits.amountBase,
      })
    const insertedBy = new Map<number, { logIndex: number; amountBase: string }[]>()
    for (const row of inserted) insertedBy.set(row.paymentId, [...(insertedBy.get(row.paymentId) ?? []), row])

    const orderCards = [...new Set(open.map((g) => g.cardId))].filter((id) => isOrder(locked.get(id)!))
    const creditedGross = await creditedGrossOf(tx, orderCards)
    const pendingNow = new Map([...locked].map(([id, c]) => [id, c.pendingMicro]))
    const credits: TopupCredit[] = []
    const states: { payment: PaymentRow; state: PaymentState; extra: PaymentFacts }[] = []
    const activate: { cardId: string; i: number }[] = []
    for (const g of open) {
      const payment = paymentRows.get(`${g.txHash}:${g.cardId}`)!
      const rows = insertedBy.get(payment.id) ?? []
      if (rows.length === 0) {
        results[g.i] = { credited: false, reason: 'already_credited' }
        continue
      }
      const card = locked.get(g.cardId)!
      const amountBase = rows.reduce((sum, r) => sum + BigInt(r.amountBase), 0n)
      const grossMicro = stableToMicroUsd(amountBase, chain.token.decimals, 'down')
      const feeMicro = computeFee(grossMicro, chain.feeRate)
      const netMicro = grossMicro - feeMicro
      const order = isOrder(card)
      const before = creditedGross.get(g.cardId) ?? 0n
      const pending = pendingNow.get(g.cardId)!
      const fitMicro =
        card.balanceUpperMicro === null ? null : max0(card.balanceUpperMicro - card.balanceMicro - pending)
      const { state, events } = transitionPayment(paymentStateOf(payment), {
        type: 'credit',
        context: {
          amountMicro: netMicro,
          grossMicro,
          isOrder: order,
          orderGrossBeforeMicro: before,
          lowerMicro: MIN_FIRST_TOPUP_MICRO_USD,
          fitMicro,
        },
      })
      const logIndexes = rows.map((r) => r.logIndex).sort((a, b) => a - b)
      for (const event of events) {
        if (event.type === 'credit') {
          // A transfer credited again after a reorg reversed its first credit gets a new ref (`:r<n>`).
          const generation = payment.reversals > 0 ? `:r${payment.reversals}` : ''
          credits.push({
            cardId: g.cardId,
            ref: `topup:${chain.chainId}:${g.txHash}:${logIndexes.join(',')}${generation}`,
            amountMicro: netMicro,
            paymentId: payment.id,
            meta: {
              chainId: chain.chainId,
              txHash: g.txHash,
              logIndexes,
              currency: chain.currency,
              amountBase: amountBase.toString(),
              grossMicro: grossMicro.toString(),
              feeMicro: feeMicro.toString(),
              feeRate: chain.feeRate,
              exception: event.exception,
            },
          })
        } else if (event.type === 'activate_order') activate.push({ cardId: g.cardId, i: g.i })
      }
      creditedGross.set(g.cardId, before + grossMicro)
      pendingNow.set(g.cardId, pending + netMicro)
      const first = g.transfers.find((t) => t.logIndex === logIndexes[0]) ?? g.transfers[0]!
      states.push({
        payment,
        state,
        extra: {
          blockNumber: first.blockNumber,
          blockHash: first.blockHash,
          amountBase,
          grossMicro,
          feeMicro,
          netMicro,
        },
      })
      results[g.i] = {
        credited: true,
        netMicro,
        grossMicro,
        feeMicro,
        exception: state.exception,
        activated: false,
      }
    }
    await postTopupCredits(tx, credits, chain.now)
    await savePaymentStates(tx, states, chain.now)
    for (const { cardId, i } of activate) {
      const changed = (await onFirstPaymentConfirmed(tx, cardId, chain.now)).changed
      const result = results[i]
      if (result?.credited) result.activated = changed
    }
  })
  return results
}

const isOrder = (card: Pick<CardRow, 'status'>) => card.status === 'new' || card.status === 'pending'
const max0 = (value: bigint) => (value < 0n ? 0n : value)

/** Locks the cards (id order) and reads what the credit decision needs, with the owner's state. */
async function lockCards(tx: Tx, ids: readonly string[]): Promise<Map<string, LockedCard>> {
  const rows = await tx
    .select({
      id: cards.id,
      status: cards.status,
      balanceMicro: cards.balanceMicro,
      pendingMicro: cards.pendingMicro,
      balanceUpperMicro: cards.balanceUpperMicro,
      expiresAt: cards.expiresAt,
      topupDisabled: cards.topupDisabled,
      topupHold: cards.topupHold,
      userState: sql<UserState>`coalesce(${users.state}, '')`,
    })
    .from(cards)
    .leftJoin(users, eq(users.address, cards.ownerAddress))
    .where(inArray(cards.id, [...ids]))
    .orderBy(asc(cards.id))
    .for('update', { of: cards })
  return new Map(rows.map((r) => [r.id, r]))
}

/** Transfer keys of the batch already held as exceptions (they stay held whatever the card does now). */
async function heldKeys(
  tx: Tx,
  chainId: number,
  groups: readonly { txHash: string; transfers: readonly TokenTransfer[] }[],
): Promise<Set<string>> {
  const keys = groups.flatMap((g) => g.transfers.map((t) => transferKey(chainId, g.txHash, t.logIndex)))
  const rows = await tx
    .select({ key: depositExceptions.dedupeKey })
    .from(depositExceptions)
    .where(inArray(depositExceptions.dedupeKey, keys))
  return new Set(rows.map((r) => r.key))
}

/** The payment rows of the batch, created in status `reported` where missing, locked (one upsert). */
async function ensurePayments(
  tx: Tx,
  chain: CreditChain,
  groups: readonly { cardId: string; txHash: string }[],
): Promise<Map<string, PaymentRow>> {
  const unique = [...new Map(groups.map((g) => [`${g.txHash}:${g.cardId}`, g])).values()]
  const rows = await tx
    .insert(payments)
    .values(
      unique.map((g) => ({
        chainId: chain.chainId,
        txHash: g.txHash,
        cardId: g.cardId,
        status: 'reported' as const,
        currency: chain.currency,
        createdAt: chain.now,
        updatedAt: chain.now,
      })),
    )
    .onConflictDoUpdate({
      target: [payments.chainId, payments.txHash, payments.cardId],
      // A no-op update, so the existing row comes back (and is locked) too.
      set: { chainId: sql`${payments.chainId}` },
    })
    .returning()
  return new Map(rows.map((r) => [`${r.txHash}:${r.cardId}`, r]))
}

/** Gross USD already credited to each order (its first top-up is compared against `lower` with it). */
async function creditedGrossOf(tx: Tx, cardIds: readonly string[]): Promise<Map<string, bigint>> {
  if (cardIds.length === 0) return new Map()
  const rows = await tx
    .select({ cardId: payments.cardId, gross: sql<string>`coalesce(sum(${payments.grossMicro}), 0)::text` })
    .from(payments)
    .where(
      and(
        inArray(payments.cardId, [...cardIds]),
        eq(payments.status, 'credited'),
        // A partial payment an operator refunded (exceptions resolve ... refunded) no longer counts.
        notExists(
          tx
            .select({ one: sql`1` })
            .from(depositExceptions)
            .where(
              and(
                eq(depositExceptions.dedupeKey, sql`'partial:' || ${payments.id}`),
                eq(depositExceptions.status, 'refunded'),
              ),
            ),
        ),
      ),
    )
    .groupBy(payments.cardId)
  return new Map(rows.map((r) => [r.cardId, BigInt(r.gross)]))
}

type PaymentFacts = {
  blockNumber: bigint
  blockHash: string
  amountBase: bigint
  grossMicro: bigint
  feeMicro: bigint
  netMicro: bigint
}

/** The credited states and chain facts of the batch's payments, and each card's last payment hash. */
async function savePaymentStates(
  tx: Tx,
  states: readonly { payment: PaymentRow; state: PaymentState; extra: PaymentFacts }[],
  now: Date,
): Promise<void> {
  if (states.length === 0) return
  const at = now.toISOString()
  const values = sql.join(
    states.map(
      ({ payment, state, extra }) =>
        sql`(${payment.id}::bigint, ${state.status}::text, ${state.exception}::text, ${state.reason}::text,
          ${extra.blockNumber.toString()}::bigint, ${extra.blockHash}::text, ${extra.amountBase.toString()}::numeric, ${extra.grossMicro.toString()}::bigint,
          ${extra.feeMicro.toString()}::bigint, ${extra.netMicro.toString()}::bigint)`,
    ),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE payments SET status = v.status, exception = v.exception, reason = v.reason, block_number = v.block_number,
      block_hash = v.block_hash, amount_base = v.amount_base, gross_micro = v.gross_micro, fee_micro = v.fee_micro,
      credited_micro = v.credited_micro, credited_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    FROM (VALUES ${values}) AS v(id, status, exception, reason, block_number, block_hash, amount_base, gross_micro,
      fee_micro, credited_micro)
    WHERE payments.id = v.id`)
  const last = new Map(states.map(({ payment }) => [payment.cardId, payment.txHash]))
  const hashes = sql.join(
    [...last].map(([cardId, hash]) => sql`(${cardId}::text, ${hash}::text)`),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE cards SET last_payment_hash = v.hash, updated_at = ${at}::timestamptz
    FROM (VALUES ${hashes}) AS v(id, hash) WHERE cards.id = v.id`)
}

/**
 * The card may not take deposits: each transfer not credited before becomes one `card_inactive` exception
 * (with the order currency's amount and USD value), and a payment the owner reported is closed as held.
 */
async function holdTransfers(
  tx: Tx,
  chain: CreditChain,
  cardId: string,
  txHash: string,
  transfers: readonly TokenTransfer[],
  detail: string,
): Promise<CreditPaymentReturnType> {
  const credited = await tx
    .select({ logIndex: paymentCredits.logIndex })
    .from(paymentCredits)
    .where(
      and(
        eq(paymentCredits.chainId, chain.chainId),
        eq(paymentCredits.txHash, txHash),
        inArray(
          paymentCredits.logIndex,
          transfers.map((t) => t.logIndex),
        ),
        // A credit orphaned by a reorg past its settlement (a `reorg_shortfall`) is not this transfer's credit:
        // the transaction mined again in another block is a deposit of its own, held like any other.
        isNull(paymentCredits.orphanedAt),
      ),
    )
  const done = new Set(credited.map((r) => r.logIndex))
  let held = 0
  for (const t of transfers) {
    if (done.has(t.logIndex)) continue
    await recordException(tx, {
      reason: 'card_inactive',
      detail,
      dedupeKey: transferKey(chain.chainId, txHash, t.logIndex),
      chainId: chain.chainId,
      txHash,
      logIndex: t.logIndex,
      blockNumber: t.blockNumber,
      blockHash: t.blockHash,
      tokenAddress: chain.token.address.toLowerCase(),
      tokenSymbol: chain.token.symbol,
      tokenDecimals: chain.token.decimals,
      amountBase: t.amount,
      amountMicro: stableToMicroUsd(t.amount, chain.token.decimals, 'down'),
      cardId,
      now: chain.now,
    })
    held++
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.chainId, chain.chainId), eq(payments.txHash, txHash), eq(payments.cardId, cardId)))
    .for('update')
  if (payment) {
    const { state } = transitionPayment(paymentStateOf(payment), { type: 'held', detail })
    await tx
      .update(payments)
      .set({ status: state.status, reason: state.reason, updatedAt: chain.now })
      .where(eq(payments.id, payment.id))
  }
  return { credited: false, reason: 'held', detail, held }
}
