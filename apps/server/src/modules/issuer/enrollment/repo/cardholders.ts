import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import {
  type CardholderRow,
  type CardholderStatus,
  cardholders,
  type RequiredDocument,
} from '../../../../db/schema/cardholders'

/** The person's enrollment (null: none). */
export async function findCardholder(tx: Executor, owner: string): Promise<CardholderRow | null> {
  const [row] = await tx.select().from(cardholders).where(eq(cardholders.ownerAddress, owner))
  return row ?? null
}

export type NewCardholder = typeof cardholders.$inferInsert

/** Records an enrollment being filed; null when the person has one already (nothing written). */
export async function insertCardholder(tx: Executor, row: NewCardholder): Promise<CardholderRow | null> {
  const [inserted] = await tx.insert(cardholders).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

export type CardholderChange = {
  issuerToken?: string
  accountToken?: string
  status: CardholderStatus
  statusReasons: string[]
  requiredDocuments?: RequiredDocument[]
  updatedAt: Date
}

/** Changes the person's enrollment as the issuer answered or updated it. */
export async function updateCardholder(
  tx: Executor,
  owner: string,
  change: CardholderChange,
): Promise<CardholderRow> {
  const [row] = await tx
    .update(cardholders)
    .set(change)
    .where(eq(cardholders.ownerAddress, owner))
    .returning()
  if (!row) throw new Error(`cardholder ${owner} vanished`)
  return row
}

/** The enrollment the issuer knows by its account holder id (its events name it so). */
export async function findCardholderByIssuerToken(
  tx: Executor,
  issuer: string,
  issuerToken: string,
): Promise<CardholderRow | null> {
  const [row] = await tx
    .select()
    .from(cardholders)
    .where(and(eq(cardholders.issuer, issuer), eq(cardholders.issuerToken, issuerToken)))
  return row ?? null
}
