import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cardLedger, cards } from '../../../db/schema/cards'
import { topupLoads } from '../../../db/schema/payments'

export type RequestedLoad = {
  key: string
  cardId: string
  issuerCardId: string | null
  creditRef: string
  creditOffsetMicro: bigint
  amountMicro: bigint
}

/** Records a load before the issuer is asked for it; false when that part of the credit already has one. */
export async function insertTopupLoad(
  db: Executor,
  load: Omit<RequestedLoad, 'issuerCardId'> & { requestedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(topupLoads)
    .values({ ...load, status: 'requested' })
    .onConflictDoNothing()
    .returning({ key: topupLoads.key })
  return rows.length > 0
}

/** Micro-USD of a card's loads the issuer has not confirmed yet. */
export async function requestedMicroOf(db: Executor, cardId: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${topupLoads.amountMicro}), 0)::text` })
    .from(topupLoads)
    .where(and(eq(topupLoads.cardId, cardId), eq(topupLoads.status, 'requested')))
  return BigInt(row?.sum ?? '0')
}

/** A card's loads waiting for the issuer, in credit order (oldest credit, then offset), with its issuer id. */
export async function requestedLoadsOf(db: Executor, cardId: string): Promise<RequestedLoad[]> {
  return db
    .select({
      key: topupLoads.key,
      cardId: topupLoads.cardId,
      issuerCardId: cards.issuerCardId,
      creditRef: topupLoads.creditRef,
      creditOffsetMicro: topupLoads.creditOffsetMicro,
      amountMicro: topupLoads.amountMicro,
    })
    .from(topupLoads)
    .innerJoin(cards, eq(cards.id, topupLoads.cardId))
    .innerJoin(cardLedger, eq(cardLedger.ref, topupLoads.creditRef))
    .where(and(eq(topupLoads.cardId, cardId), eq(topupLoads.status, 'requested')))
    .orderBy(asc(cardLedger.id), asc(topupLoads.creditOffsetMicro))
}

/** requested -> confirmed, once: true only for the call that made the change. */
export async function confirmTopupLoad(
  db: Executor,
  key: string,
  issuerReference: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(topupLoads)
    .set({ status: 'confirmed', issuerReference, confirmedAt: now })
    .where(and(eq(topupLoads.key, key), eq(topupLoads.status, 'requested')))
    .returning({ key: topupLoads.key })
  return rows.length > 0
}

/** Cards with a load waiting for the issuer. */
export async function cardsWithRequestedLoads(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ cardId: topupLoads.cardId })
    .from(topupLoads)
    .where(eq(topupLoads.status, 'requested'))
  return rows.map((r) => r.cardId)
}
