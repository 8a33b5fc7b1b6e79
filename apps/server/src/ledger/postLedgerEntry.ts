import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db'
import { type CardLedgerKind, cardLedger, cards } from '../db/schema/cards'
import { cardCredits } from '../db/schema/ledger'

export type PostLedgerEntryParameters = {
  cardId: string
  kind: CardLedgerKind
  /** Signed micro-USD added to `pending_micro`. */
  pendingDelta: bigint
  /** Signed micro-USD added to `balance_micro`. */
  balanceDelta: bigint
  /** Unique reference of the movement (e.g. `settle:<paymentId>`): the same ref never applies twice. */
  ref: string
  meta?: Record<string, unknown> | undefined
  /** When the movement happened; default now. */
  at?: Date | undefined
  /**
   * For a credit (pendingDelta > 0): when it may settle into the balance. Default: at once (`at`), for money
   * that is already ours (redemptions, operator credits). A top-up passes null: it settles once its block is
   * final (the payments module's `markCreditsFinal`).
   */
  finalAt?: Date | null | undefined
  /** For a top-up credit: the payment it credits (finality is tracked per payment). */
  paymentId?: number | undefined
}

export type PostLedgerEntryReturnType = { applied: boolean }

/**
 * Records one money movement of a card and applies it to the card's pending and balance, in the
 * caller's transaction (pass a `tx` so both land or neither). A second post with the same `ref` applies
 * nothing (UNIQUE(ref) in the database, not a check in code). Side rule: a balance that goes below zero
 * locks an active card (`lock_reason` negative_balance); a movement that brings it back to zero or more
 * unlocks a card locked for that reason. A user's own lock is left alone. Pending can never go below zero
 * (a CHECK constraint makes such a movement throw and roll back). A movement that adds to pending is a
 * credit: it gets a `card_credits` row, from which settlement (settleCard) and reorg reversals
 * (reverseCredit) take what they move, so call those rather than posting negative pending here.
 */
export async function postLedgerEntry(
  tx: Executor,
  {
    cardId,
    kind,
    pendingDelta,
    balanceDelta,
    ref,
    meta,
    at = new Date(),
    finalAt,
    paymentId,
  }: PostLedgerEntryParameters,
): Promise<PostLedgerEntryReturnType> {
  const inserted = await tx
    .insert(cardLedger)
    .values({ cardId, kind, pendingDelta, balanceDelta, ref, meta: meta ?? null, createdAt: at })
    .onConflictDoNothing({ target: cardLedger.ref })
    .returning({ id: cardLedger.id })
  if (inserted.length === 0) return { applied: false }
  if (pendingDelta > 0n) {
    await tx.insert(cardCredits).values({
      ref,
      cardId,
      amountMicro: pendingDelta,
      paymentId: paymentId ?? null,
      finalAt: finalAt === undefined ? at : finalAt,
      createdAt: at,
    })
  }

  const newBalance = sql`(${cards.balanceMicro} + ${balanceDelta}::bigint)`
  await tx
    .update(cards)
    .set({
      pendingMicro: sql`${cards.pendingMicro} + ${pendingDelta}::bigint`,
      balanceMicro: newBalance,
      status: sql`CASE
        WHEN ${newBalance} < 0 AND ${cards.status} = 'active' THEN 'locked'
        WHEN ${newBalance} >= 0 AND ${cards.status} = 'locked' AND ${cards.lockReason} = 'negative_balance' THEN 'active'
        ELSE ${cards.status} END`,
      lockReason: sql`CASE
        WHEN ${newBalance} < 0 AND ${cards.status} = 'active' THEN 'negative_balance'
        WHEN ${newBalance} >= 0 AND ${cards.status} = 'locked' AND ${cards.lockReason} = 'negative_balance' THEN NULL
        ELSE ${cards.lockReason} END`,
      updatedAt: at,
    })
    .where(eq(cards.id, cardId))
  return { applied: true }
}
