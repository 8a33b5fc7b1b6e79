import { and, desc, eq, gte, min, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import {
  type IssuerReconciliationRow,
  issuerEventRecoveries,
  issuerReconciliations,
} from '../../../../db/schema/issuerReconciliation'

export type ReconciliationResult = Omit<IssuerReconciliationRow, 'runs'>

/** Keeps a day's result: the first run inserts it, a later one replaces the figures and counts a run. */
export async function saveReconciliation(
  tx: Executor,
  result: ReconciliationResult,
): Promise<IssuerReconciliationRow> {
  const { issuer, day, ...figures } = result
  const [row] = await tx
    .insert(issuerReconciliations)
    .values(result)
    .onConflictDoUpdate({
      target: [issuerReconciliations.issuer, issuerReconciliations.day],
      set: { ...figures, runs: sql`${issuerReconciliations.runs} + 1` },
    })
    .returning()
  if (!row) throw new Error('reconciliation upsert returned no row')
  return row
}

export async function findReconciliation(
  tx: Executor,
  issuer: string,
  day: string,
): Promise<IssuerReconciliationRow | null> {
  const [row] = await tx
    .select()
    .from(issuerReconciliations)
    .where(and(eq(issuerReconciliations.issuer, issuer), eq(issuerReconciliations.day, day)))
  return row ?? null
}

/** The days kept since `from` (inclusive) with their status, and the oldest day ever kept (null: none). */
export async function keptDays(
  tx: Executor,
  issuer: string,
  from: string,
): Promise<{ days: Map<string, IssuerReconciliationRow['status']>; oldest: string | null }> {
  const [first] = await tx
    .select({ day: min(issuerReconciliations.day) })
    .from(issuerReconciliations)
    .where(eq(issuerReconciliations.issuer, issuer))
  const rows = await tx
    .select({ day: issuerReconciliations.day, status: issuerReconciliations.status })
    .from(issuerReconciliations)
    .where(and(eq(issuerReconciliations.issuer, issuer), gte(issuerReconciliations.day, from)))
  return { days: new Map(rows.map((row) => [row.day, row.status])), oldest: first?.day ?? null }
}

/** The newest days first. */
export async function listReconciliations(tx: Executor, limit: number): Promise<IssuerReconciliationRow[]> {
  return tx
    .select()
    .from(issuerReconciliations)
    .orderBy(desc(issuerReconciliations.day), issuerReconciliations.issuer)
    .limit(limit)
}

export async function recoveredUntil(tx: Executor, issuer: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: issuerEventRecoveries.recoveredUntil })
    .from(issuerEventRecoveries)
    .where(eq(issuerEventRecoveries.issuer, issuer))
  return row?.at ?? null
}

export async function setRecoveredUntil(tx: Executor, issuer: string, until: Date, now: Date): Promise<void> {
  await tx
    .insert(issuerEventRecoveries)
    .values({ issuer, recoveredUntil: until, updatedAt: now })
    .onConflictDoUpdate({
      target: issuerEventRecoveries.issuer,
      set: { recoveredUntil: until, updatedAt: now },
    })
}
