import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type DepositExceptionRow, depositExceptions } from '../../db/schema/exceptions'

/** The dedupe key of an owner's refund request: one row per card and client key, however often it is sent. */
const excessRefundKey = (cardId: string, key: string) => `excess_refund:${cardId}:${key}`

export type InsertExcessRefundParameters = {
  cardId: string
  key: string
  /** Who asked (the card's owner, lowercase). */
  owner: string
  amountMicro: bigint
  now: Date
}

/**
 * Records an owner's request for money over the card's maximum back (reason `excess_refund`, open), or, when the
 * same card and key were already recorded, nothing: null then (UNIQUE dedupe_key in the database).
 */
export async function insertExcessRefund(
  tx: Executor,
  p: InsertExcessRefundParameters,
): Promise<DepositExceptionRow | null> {
  const [row] = await tx
    .insert(depositExceptions)
    .values({
      reason: 'excess_refund',
      dedupeKey: excessRefundKey(p.cardId, p.key),
      cardId: p.cardId,
      reporter: p.owner,
      amountMicro: p.amountMicro,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing({ target: depositExceptions.dedupeKey })
    .returning()
  return row ?? null
}

/** The refund request of this card and client key, if there is one. */
export async function findExcessRefund(
  tx: Executor,
  cardId: string,
  key: string,
): Promise<DepositExceptionRow | null> {
  const [row] = await tx
    .select()
    .from(depositExceptions)
    .where(eq(depositExceptions.dedupeKey, excessRefundKey(cardId, key)))
  return row ?? null
}

/** A card's refund requests, newest first, resolved ones too (the owner sees them sent). */
export async function listExcessRefundRows(db: Executor, cardId: string): Promise<DepositExceptionRow[]> {
  return db
    .select()
    .from(depositExceptions)
    .where(and(eq(depositExceptions.cardId, cardId), eq(depositExceptions.reason, 'excess_refund')))
    .orderBy(desc(depositExceptions.id))
    .limit(200)
}
