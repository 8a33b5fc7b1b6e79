import type { DisputeStatus } from '@chaincard/domain'
import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cardAuthorizations, cards } from '../../../../db/schema/cards'
import { type CardDisputeRow, cardDisputes } from '../../../../db/schema/disputes'

/** The dispute of a transaction at an issuer, locked until the transaction ends (null: none). */
export async function lockDisputeOfTransaction(
  tx: Executor,
  issuer: string,
  transactionToken: string,
): Promise<CardDisputeRow | null> {
  const [row] = await tx
    .select()
    .from(cardDisputes)
    .where(and(eq(cardDisputes.issuer, issuer), eq(cardDisputes.transactionToken, transactionToken)))
    .for('update')
  return row ?? null
}

/** A dispute by our id, locked until the transaction ends. */
export async function lockDispute(tx: Executor, id: string): Promise<CardDisputeRow | null> {
  const [row] = await tx.select().from(cardDisputes).where(eq(cardDisputes.id, id)).for('update')
  return row ?? null
}

/** A dispute with its purchase's merchant (null for a dispute of a transaction we never saw). */
export type DisputeWithMerchant = { dispute: CardDisputeRow; merchantName: string | null }

/** An owner's dispute by our id, with its card's issuer id and merchant (null: none, or another's). */
export async function findOwnedDispute(
  tx: Executor,
  id: string,
  owner: string,
): Promise<(DisputeWithMerchant & { cardToken: string | null }) | null> {
  const [row] = await tx
    .select({
      dispute: cardDisputes,
      merchantName: cardAuthorizations.merchantName,
      cardToken: cards.issuerCardId,
    })
    .from(cardDisputes)
    .innerJoin(cards, eq(cards.id, cardDisputes.cardId))
    .leftJoin(cardAuthorizations, eq(cardAuthorizations.id, cardDisputes.authorizationId))
    .where(and(eq(cardDisputes.id, id), eq(cards.ownerAddress, owner)))
  return row ?? null
}

/** A card's disputes (all cards' with `cardId` null), newest first, at most `limit`, optionally of one status. */
export async function listDisputes(
  tx: Executor,
  filter: { cardId?: string | undefined; status?: DisputeStatus | undefined; limit: number },
): Promise<DisputeWithMerchant[]> {
  const conditions = [
    filter.cardId === undefined ? undefined : eq(cardDisputes.cardId, filter.cardId),
    filter.status === undefined ? undefined : eq(cardDisputes.status, filter.status),
  ]
  return tx
    .select({ dispute: cardDisputes, merchantName: cardAuthorizations.merchantName })
    .from(cardDisputes)
    .leftJoin(cardAuthorizations, eq(cardAuthorizations.id, cardDisputes.authorizationId))
    .where(and(...conditions))
    .orderBy(desc(cardDisputes.createdAt), desc(cardDisputes.id))
    .limit(filter.limit)
}

export type NewDispute = typeof cardDisputes.$inferInsert

/** Inserts a dispute; null when the transaction has one already (its unique key), nothing written. */
export async function insertDispute(tx: Executor, dispute: NewDispute): Promise<CardDisputeRow | null> {
  const [row] = await tx.insert(cardDisputes).values(dispute).onConflictDoNothing().returning()
  return row ?? null
}

export type DisputeChange = Partial<
  Pick<
    CardDisputeRow,
    | 'issuerToken'
    | 'status'
    | 'creditedMicro'
    | 'issuerStatus'
    | 'issuerVersion'
    | 'resolution'
    | 'provisionalCreditBy'
    | 'provisionalMicro'
    | 'provisionalDecidedAt'
    | 'updatedAt'
  >
>

/** Changes a dispute's mirrored fields. */
export async function updateDispute(
  tx: Executor,
  id: string,
  change: DisputeChange,
): Promise<CardDisputeRow> {
  const [row] = await tx.update(cardDisputes).set(change).where(eq(cardDisputes.id, id)).returning()
  if (!row) throw new Error(`dispute ${id} vanished`)
  return row
}

/** Deletes a filing the issuer refused or could not be reached for (the owner may file again). */
export async function deleteFilingDispute(tx: Executor, id: string): Promise<void> {
  await tx.delete(cardDisputes).where(and(eq(cardDisputes.id, id), eq(cardDisputes.status, 'filing')))
}
