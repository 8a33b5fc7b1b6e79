import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { cardCredits } from '../../db/schema/ledger'

/** When the oldest credit still (partly) pending was made, or null when every credit has settled. */
export async function oldestUnsettledCredit(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${cardCredits.createdAt})` })
    .from(cardCredits)
    .where(sql`${cardCredits.settledMicro} + ${cardCredits.reversedMicro} < ${cardCredits.amountMicro}`)
  return row?.at ? new Date(row.at) : null
}
