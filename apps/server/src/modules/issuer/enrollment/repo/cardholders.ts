import type { CardholderStatus } from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import {
  type CardholderKycCheckRow,
  type CardholderRow,
  cardholderKycChecks,
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
  lastRefusal?: string | null
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

/**
 * The issuer refused the last try (a 4xx): the enrollment stays `enrolling` under a new id (the next try is a
 * new request to the issuer, never a repeat of the refused one under its idempotency key), with the reason.
 */
export async function recordEnrollmentRefusal(
  tx: Executor,
  owner: string,
  refusal: { newId: string; reason: string; at: Date },
): Promise<void> {
  await tx
    .update(cardholders)
    .set({ id: refusal.newId, lastRefusal: refusal.reason, updatedAt: refusal.at })
    .where(and(eq(cardholders.ownerAddress, owner), eq(cardholders.status, 'enrolling')))
}

/** The person's corrected application after a refusal: what the next try sends. */
export async function correctCardholder(
  tx: Executor,
  owner: string,
  correction: Pick<
    NewCardholder,
    'firstName' | 'lastName' | 'cardName' | 'address' | 'termsVersion' | 'termsAcceptedAt'
  > & {
    at: Date
  },
): Promise<CardholderRow | null> {
  const { at, ...fields } = correction
  const [row] = await tx
    .update(cardholders)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(cardholders.ownerAddress, owner), eq(cardholders.status, 'enrolling')))
    .returning()
  return row ?? null
}

/** The KYC provider's pass recorded for the person (ISSUER_KYC=byo), or null. */
export async function findKycCheck(tx: Executor, owner: string): Promise<CardholderKycCheckRow | null> {
  const [row] = await tx.select().from(cardholderKycChecks).where(eq(cardholderKycChecks.ownerAddress, owner))
  return row ?? null
}

/** Records (or replaces) the KYC provider's pass for the person. */
export async function recordKycCheck(
  tx: Executor,
  check: { ownerAddress: string; provider: string; reference: string; passedAt: Date; recordedAt: Date },
): Promise<CardholderKycCheckRow> {
  const [row] = await tx
    .insert(cardholderKycChecks)
    .values(check)
    .onConflictDoUpdate({
      target: cardholderKycChecks.ownerAddress,
      set: {
        provider: check.provider,
        reference: check.reference,
        passedAt: check.passedAt,
        recordedAt: check.recordedAt,
      },
    })
    .returning()
  if (!row) throw new Error(`kyc check of ${check.ownerAddress} not recorded`)
  return row
}
