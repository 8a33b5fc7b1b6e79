import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cardLedger } from '../../db/schema/cards'

/** Credited top-ups (micro-USD) per card id, for the `amount` of orders. */
export async function creditedTopups(db: Executor, cardIds: readonly string[]): Promise<Map<string, bigint>> {
  const totals = new Map<string, bigint>()
  if (cardIds.length === 0) return totals
  const rows = await db
    .select({ cardId: cardLedger.cardId, total: sql<string>`sum(${cardLedger.pendingDelta})::text` })
    .from(cardLedger)
    .where(and(inArray(cardLedger.cardId, [...cardIds]), eq(cardLedger.kind, 'topup_credit')))
    .groupBy(cardLedger.cardId)
  for (const row of rows) totals.set(row.cardId, BigInt(row.total))
  return totals
}
