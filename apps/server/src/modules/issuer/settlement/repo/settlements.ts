import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type IssuerSettlementRow, issuerSettlements } from '../../../../db/schema/issuerSettlement'

export type SettlementResult = Omit<IssuerSettlementRow, 'runs' | 'requestedAt'>

/**
 * Keeps a day's result: the first run inserts it, a later one replaces the figures and counts a run. The
 * request it answered (`answered`: the one seen when it started) is cleared; one that came in while it ran
 * (the issuer updated the report meanwhile) stays, so the next round compares again.
 */
export async function saveSettlement(
  tx: Executor,
  result: SettlementResult,
  answered: Date | null,
): Promise<IssuerSettlementRow> {
  const { source, day, ...figures } = result
  const [row] = await tx
    .insert(issuerSettlements)
    .values({ ...result, runs: 1 })
    .onConflictDoUpdate({
      target: [issuerSettlements.source, issuerSettlements.day],
      set: {
        ...figures,
        runs: sql`${issuerSettlements.runs} + 1`,
        requestedAt: sql`CASE WHEN ${issuerSettlements.requestedAt} IS DISTINCT FROM ${answered?.toISOString() ?? null}::timestamptz THEN ${issuerSettlements.requestedAt} END`,
      },
    })
    .returning()
  if (!row) throw new Error('settlement upsert returned no row')
  return row
}

/** Asks for the day to be compared (again) at the next round; a kept result stays shown until then. */
export async function requestSettlement(tx: Executor, source: string, day: string, now: Date): Promise<void> {
  await tx
    .insert(issuerSettlements)
    .values({ source, day, status: 'requested', requestedAt: now })
    .onConflictDoUpdate({
      target: [issuerSettlements.source, issuerSettlements.day],
      set: { requestedAt: now },
    })
}

/** The days asked for and not compared since, oldest first. */
export async function requestedSettlementDays(tx: Executor, source: string): Promise<string[]> {
  const rows = await tx
    .select({ day: issuerSettlements.day })
    .from(issuerSettlements)
    .where(and(eq(issuerSettlements.source, source), isNotNull(issuerSettlements.requestedAt)))
    .orderBy(issuerSettlements.day)
  return rows.map((row) => row.day)
}

export async function findSettlement(
  tx: Executor,
  source: string,
  day: string,
): Promise<IssuerSettlementRow | null> {
  const [row] = await tx
    .select()
    .from(issuerSettlements)
    .where(and(eq(issuerSettlements.source, source), eq(issuerSettlements.day, day)))
  return row ?? null
}

/** The newest days first. */
export async function listSettlements(tx: Executor, limit: number): Promise<IssuerSettlementRow[]> {
  return tx
    .select()
    .from(issuerSettlements)
    .orderBy(desc(issuerSettlements.day), issuerSettlements.source)
    .limit(limit)
}
