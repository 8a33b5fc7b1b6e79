import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'

/** Refs asked per query: a day's report may name thousands of events. */
const CHUNK = 1000

/**
 * What each ledger row among `refs` took off its card (positive: a debit, negative: a credit), by ref; a ref
 * with no row is absent.
 */
export async function ledgerNetByRef(tx: Executor, refs: readonly string[]): Promise<Map<string, bigint>> {
  const found = new Map<string, bigint>()
  for (let from = 0; from < refs.length; from += CHUNK) {
    const chunk = refs.slice(from, from + CHUNK)
    const result = await tx.execute(sql`SELECT ref, (-sum(balance_delta))::text AS net FROM card_ledger
      WHERE ref IN (${sql.join(
        chunk.map((ref) => sql`${ref}`),
        sql`, `,
      )}) GROUP BY ref`)
    for (const row of rowsOf<{ ref: string; net: string }>(result)) found.set(row.ref, BigInt(row.net))
  }
  return found
}
