import { and, count, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type DisputeEvidenceRow, disputeEvidence } from '../../../../db/schema/disputes'

/** Records evidence about to be sent (`sending`). */
export async function insertEvidence(
  tx: Executor,
  evidence: typeof disputeEvidence.$inferInsert,
): Promise<DisputeEvidenceRow> {
  const [row] = await tx.insert(disputeEvidence).values(evidence).returning()
  if (!row) throw new Error('dispute evidence insert returned no row')
  return row
}

/** Where evidence got to at the issuer. */
export async function updateEvidence(
  tx: Executor,
  id: string,
  change: Partial<Pick<DisputeEvidenceRow, 'status' | 'issuerToken' | 'updatedAt'>>,
): Promise<DisputeEvidenceRow> {
  const [row] = await tx.update(disputeEvidence).set(change).where(eq(disputeEvidence.id, id)).returning()
  if (!row) throw new Error(`dispute evidence ${id} vanished`)
  return row
}

/** How many pieces of evidence an owner sent (or tried to) since `since`. */
export async function countOwnerEvidenceSince(tx: Executor, owner: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(disputeEvidence)
    .where(and(eq(disputeEvidence.ownerAddress, owner), gt(disputeEvidence.createdAt, since)))
  return Number(row?.n ?? 0)
}
