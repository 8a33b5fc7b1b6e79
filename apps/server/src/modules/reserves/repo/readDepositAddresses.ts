import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/** Every card's receiving address (orders not yet paid too: money sent to one is held there). */
export async function readDepositAddresses(db: Db): Promise<string[]> {
  const rows = rowsOf<{ address: string }>(
    await db.execute(sql`SELECT deposit_address AS address FROM cards ORDER BY deposit_index`),
  )
  return rows.map((row) => row.address)
}
