import {
  computeFee,
  type DepositException,
  formatUsd,
  ISSUER_BOOKED_REASONS,
  isUsdStablecoin,
  parseUsd,
  type ResolveExceptionBody,
  stableToMicroUsd,
} from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import { getAddress, type Hash } from 'viem'
import type { Db, Tx } from '../../db'
import { cards } from '../../db/schema/cards'
import { type DepositExceptionRow, depositExceptions } from '../../db/schema/exceptions'
import { cardCredits } from '../../db/schema/ledger'
import { AppError } from '../../errors'
import { lockCard, postLedgerEntry, reverseCredit, setHold } from '../../ledger'
import type { ChainClients } from '../../plugins/chainClients'
import { finalizedBlock } from '../../runtime/chain/finalizedBlock'
import { unbookedHoldRef } from '../../runtime/operatorQueue'
import { toDepositException } from './toDepositException'
import { verifyTransferOnChain } from './verifyTransferOnChain'

export type ResolveExceptionParameters = {
  db: Db
  chains: ChainClients
  feeRate: string
  id: number
  body: ResolveExceptionBody
  now: Date
  /**
   * Grants a dispute's provisional credit in the caller's transaction, under the card's lock (the issuer
   * module's grantProvisionalCredit, passed in by the route: a module never imports another).
   */
  grantDisputeCredit?: ((tx: Tx, disputeId: string, now: Date) => Promise<{ granted: boolean }>) | undefined
}

/** The dedupe key prefix of a `dispute_provisional_credit` exception: its dispute's id follows. */
const DISPUTE_TASK_PREFIX = 'dispute_provisional_credit:'

/** Reasons whose money can be credited to the card by an operator. */
const CREDITABLE = ['card_inactive', 'unsupported_token'] as const

/**
 * `POST /api/admin/exceptions/{id}/resolve`. `credit` posts one `exception_credit` ledger row
 * (`exception:<id>`, UNIQUE) into the card's pending top-up, settled like a redemption; it is allowed only
 * for money the card's address received (card_inactive, unsupported_token), only while the transfer is
 * still on the canonical chain (checked now: 409 if a reorg removed it, 503 if the node does not answer), and
 * with `amount` for a token that is not a USD stablecoin. Calling it again answers the credited exception
 * and credits nothing. `refunded` records the refund's hash, `ignore` closes it; resolving a reorg shortfall
 * either way lets the card's top-ups resume once no other shortfall is open. An owner's `excess_refund` (issue
 * 31: its amount left the card's pending top-up when asked) is `refunded` once sent back, or `credit`ed back
 * onto the card (its own amount, once); `ignore` is refused, as it would lose the owner's money. Card money the
 * issuer moved that the gateway could not apply or booked differently (`issuer_unhandled`, `issuer_mismatch`)
 * is booked with `debit` or `credit` and the operator's amount: one `correction` ledger row on the balance,
 * once; resolving one of them any way releases what its raising kept held (`unbooked:<id>`).
 */
export async function resolveException(p: ResolveExceptionParameters): Promise<DepositException> {
  const [found] = await p.db.select().from(depositExceptions).where(eq(depositExceptions.id, p.id))
  if (!found) throw new AppError('not_found', 'exception not found')
  const wanted = statusOf(p.body.action)
  if (found.status === wanted) return toDepositException(found)
  if (found.status !== 'open') {
    throw new AppError('invalid_action', `invalid action: the exception is already ${found.status}`)
  }
  let creditMicro: bigint | null = null
  const issuerBooked = isIssuerBooked(found.reason)
  const bookedMicro = issuerBooked ? issuerBookingOf(found, p.body) : null
  if (
    found.reason === 'dispute_provisional_credit' &&
    p.body.action !== 'credit' &&
    p.body.action !== 'ignore'
  ) {
    throw new AppError(
      'invalid_action',
      'invalid action: a provisional credit due is granted with credit or withheld with ignore',
    )
  }
  if (!issuerBooked && p.body.action === 'debit') {
    throw new AppError(
      'invalid_action',
      `invalid action: debit books card money the issuer moved; a ${found.reason} exception holds none`,
    )
  }
  if (issuerBooked || found.reason === 'dispute_provisional_credit') {
    // Booked below, on the balance.
  } else if (found.reason === 'excess_refund') {
    creditMicro = excessRefundCreditOf(found, p.body)
  } else if (p.body.action === 'credit') {
    creditMicro = creditAmountOf(found, p.body.amount, p.feeRate)
    await assertStillOnChain(p.db, p.chains, found)
  }
  return p.db.transaction(async (tx) => {
    // Card first, then the exception row: the lock order of every money movement.
    if (found.cardId) await lockCard(tx, found.cardId)
    const [row] = await tx
      .select()
      .from(depositExceptions)
      .where(eq(depositExceptions.id, p.id))
      .for('update')
    if (!row) throw new AppError('not_found', 'exception not found')
    if (row.status === wanted) return toDepositException(row)
    if (row.status !== 'open') {
      throw new AppError('invalid_action', `invalid action: the exception is already ${row.status}`)
    }
    if (p.body.action === 'refunded' && row.reason === 'below_minimum_stale' && row.cardId) {
      await takeBackRefundedPartial(tx, row, p.now)
    }
    let creditRef: string | null = null
    if (row.reason === 'dispute_provisional_credit' && p.body.action === 'credit') {
      // The dispute's own credit (its `dispute` ledger row and `credited_micro`), so its outcome later keeps
      // or takes back exactly this; nothing when the case ended meanwhile (its outcome decided the money).
      const disputeId = row.dedupeKey.slice(DISPUTE_TASK_PREFIX.length)
      if (!p.grantDisputeCredit || !row.dedupeKey.startsWith(DISPUTE_TASK_PREFIX)) {
        throw new AppError('invalid_action', 'invalid action: this server cannot grant a dispute credit')
      }
      const grant = await p.grantDisputeCredit(tx, disputeId, p.now)
      if (grant.granted) creditRef = `dispute:provisional:${disputeId}`
    }
    if (creditMicro !== null && row.cardId) {
      creditRef = `exception:${row.id}`
      await postLedgerEntry(tx, {
        cardId: row.cardId,
        kind: 'exception_credit',
        pendingDelta: creditMicro,
        balanceDelta: 0n,
        ref: creditRef,
        meta: {
          exception: row.id,
          reason: row.reason,
          chainId: row.chainId,
          txHash: row.txHash,
          note: p.body.note,
        },
        at: p.now,
      })
    }
    if (bookedMicro !== null && row.cardId) {
      creditRef = `exception:${row.id}`
      await postLedgerEntry(tx, {
        cardId: row.cardId,
        kind: 'correction',
        pendingDelta: 0n,
        balanceDelta: bookedMicro,
        ref: creditRef,
        meta: {
          description: 'Correction',
          direction: bookedMicro > 0n ? 'credit' : 'debit',
          exception: row.id,
          reason: row.reason,
          issuerEvent: row.issuerEvent,
          note: p.body.note,
        },
        at: p.now,
      })
    }
    if (issuerBooked && row.cardId) {
      await setHold(tx, {
        cardId: row.cardId,
        ref: unbookedHoldRef(row.id),
        amountMicro: 0n,
        open: false,
        at: p.now,
      })
    }
    const [updated] = await tx
      .update(depositExceptions)
      .set({
        status: wanted,
        resolutionNote: p.body.note,
        refundTxHash: p.body.refundTxHash ?? null,
        creditRef,
        resolvedAt: p.now,
        updatedAt: p.now,
      })
      .where(eq(depositExceptions.id, row.id))
      .returning()
    if (row.reason === 'reorg_shortfall' && row.cardId) await releaseShortfallHold(tx, row.cardId, p.now)
    return toDepositException(updated!)
  })
}

function statusOf(action: ResolveExceptionBody['action']): DepositExceptionRow['status'] {
  switch (action) {
    case 'credit':
      return 'credited'
    case 'debit':
      return 'debited'
    case 'refunded':
      return 'refunded'
    case 'ignore':
      return 'ignored'
  }
}

function isIssuerBooked(reason: DepositExceptionRow['reason']): boolean {
  return (ISSUER_BOOKED_REASONS as readonly string[]).includes(reason)
}

/**
 * The signed micro-USD an operator books for issuer money (`credit` onto the card, `debit` off it), or null for
 * `ignore`. Such money never went through a chain, so there is nothing to refund on one.
 */
function issuerBookingOf(row: DepositExceptionRow, body: ResolveExceptionBody): bigint | null {
  if (body.action === 'refunded') {
    throw new AppError(
      'invalid_action',
      `invalid action: a ${row.reason} exception is card money at the issuer; book it with debit or credit, or ignore`,
    )
  }
  if (body.action === 'ignore') return null
  if (body.amount === undefined) {
    throw new AppError('validation_failed', `amount: required to ${body.action} a ${row.reason} exception`)
  }
  if (!row.cardId) {
    throw new AppError('invalid_action', 'invalid action: the exception names no card of ours to book on')
  }
  const micro = parseUsd(body.amount)
  return body.action === 'debit' ? -micro : micro
}

/**
 * An excess refund the operator does not send goes back onto the card as it was asked: its own amount, no other
 * (nothing was deposited on a chain to check). Ignoring it would leave the money nowhere.
 */
function excessRefundCreditOf(row: DepositExceptionRow, body: ResolveExceptionBody): bigint | null {
  if (body.action === 'ignore') {
    throw new AppError(
      'invalid_action',
      'invalid action: an excess refund is resolved as refunded (sent back) or credit (back onto its card)',
    )
  }
  if (body.action !== 'credit') return null
  if (body.amount !== undefined) {
    throw new AppError(
      'validation_failed',
      'amount: an excess refund goes back onto its card at its own amount',
    )
  }
  if (!row.cardId || row.amountMicro === null || row.amountMicro <= 0n) {
    throw new AppError('invalid_action', 'invalid action: the refund request names no card or amount')
  }
  return row.amountMicro
}

/** What a credit posts: the operator's USD amount, or a stablecoin deposit's own value after the fee. */
function creditAmountOf(row: DepositExceptionRow, amount: string | undefined, feeRate: string): bigint {
  if (!(CREDITABLE as readonly string[]).includes(row.reason) || !row.cardId) {
    throw new AppError(
      'invalid_action',
      `invalid action: a ${row.reason} exception holds no deposit to credit; resolve it as refunded or ignore`,
    )
  }
  if (amount !== undefined) return parseUsd(amount)
  if (row.amountBase === null || row.tokenSymbol === null || row.tokenDecimals === null) {
    throw new AppError('validation_failed', 'amount: required (the exception records no token amount)')
  }
  if (!isUsdStablecoin(row.tokenSymbol)) {
    throw new AppError(
      'validation_failed',
      `amount: required to credit ${row.tokenSymbol}, which is not a USD stablecoin (give the USD value)`,
    )
  }
  const gross = stableToMicroUsd(BigInt(row.amountBase), row.tokenDecimals, 'down')
  const net = gross - computeFee(gross, feeRate)
  if (net <= 0n)
    throw new AppError(
      'invalid_action',
      `invalid action: ${formatUsd(gross, 'down')} USD is too little to credit`,
    )
  return net
}

async function assertStillOnChain(db: Db, chains: ChainClients, row: DepositExceptionRow): Promise<void> {
  const chain = row.chainId === null ? undefined : chains.get(row.chainId)
  if (!chain || !row.txHash || !row.tokenAddress || row.amountBase === null || row.logIndex === null) {
    throw new AppError(
      'invalid_action',
      'invalid action: the exception does not name a transfer on an enabled chain',
    )
  }
  const [card] = row.cardId
    ? await db.select({ depositAddress: cards.depositAddress }).from(cards).where(eq(cards.id, row.cardId))
    : []
  if (!card) throw new AppError('invalid_action', 'invalid action: the exception names no card')
  let found: { blockNumber: bigint } | null
  let final: bigint
  try {
    found = await verifyTransferOnChain(chain.client, {
      txHash: row.txHash as Hash,
      logIndex: row.logIndex,
      token: getAddress(row.tokenAddress),
      to: getAddress(card.depositAddress),
      amount: BigInt(row.amountBase),
    })
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    final = await finalizedBlock(chain.runtime.finality, head, chain.client, (_method, call) => call())
  } catch (error) {
    throw new AppError('upstream_unavailable', `chain ${row.chainId} did not answer; try again`, {
      cause: error,
    })
  }
  if (!found) {
    throw new AppError(
      'invalid_action',
      'invalid action: the transfer is no longer on the chain (a reorg removed it); nothing to credit',
    )
  }
  // A credit is spendable once settled: the transfer must be final first, as for every other credit.
  if (found.blockNumber > final) {
    throw new AppError(
      'invalid_action',
      `invalid action: the transfer's block ${found.blockNumber} is not final yet (final up to ${final}); try again later`,
    )
  }
}

/**
 * A partial first payment refunded on chain leaves the order: what is still pending of its credits is taken
 * back (`adjustment` rows, `exception_refund:<id>:<credit>`), so it can never settle, and the payment no longer
 * counts toward the order's minimum (creditedGrossOf skips payments of a refunded partial). Refused once the
 * order has become a card: its money was used to activate it, and a refund would pay it out twice.
 */
async function takeBackRefundedPartial(tx: Tx, row: DepositExceptionRow, now: Date): Promise<void> {
  const [card] = await tx.select({ status: cards.status }).from(cards).where(eq(cards.id, row.cardId!))
  if (!card || (card.status !== 'new' && card.status !== 'pending')) {
    throw new AppError(
      'invalid_action',
      'invalid action: the order was paid in full since, so this payment is on the card; resolve it as ignore',
    )
  }
  const paymentId = Number(row.dedupeKey.slice('partial:'.length))
  const credits = await tx
    .select({ ref: cardCredits.ref })
    .from(cardCredits)
    .where(eq(cardCredits.paymentId, paymentId))
  for (const credit of credits) {
    await reverseCredit(tx, {
      creditRef: credit.ref,
      kind: 'adjustment',
      ref: `exception_refund:${row.id}:${credit.ref}`,
      meta: { exception: row.id, reason: row.reason, refundTxHash: row.refundTxHash },
      at: now,
    })
  }
}

/** Top-ups of the card resume once no reorg shortfall of it is open any more. */
async function releaseShortfallHold(tx: Tx, cardId: string, now: Date): Promise<void> {
  const open = await tx
    .select({ id: depositExceptions.id })
    .from(depositExceptions)
    .where(
      and(
        eq(depositExceptions.cardId, cardId),
        eq(depositExceptions.reason, 'reorg_shortfall'),
        eq(depositExceptions.status, 'open'),
      ),
    )
    .limit(1)
  if (open.length > 0) return
  await tx
    .update(cards)
    .set({ topupHold: null, updatedAt: now })
    .where(and(eq(cards.id, cardId), eq(cards.topupHold, 'reorg_shortfall')))
}
