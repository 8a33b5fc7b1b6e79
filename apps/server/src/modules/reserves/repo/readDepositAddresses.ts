import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/**
 * Addresses a page brings: about a MB of rows, and a multiple of a balance-sum call's 2,000, so that a page's
 * calls are all full ones.
 */
const ADDRESSES_PER_PAGE = 20_000

/**
 * Every card's receiving address (orders not yet paid too: money sent to one is held there), a page at a
 * time in receiving-address order (keyset on deposit_index), so millions of cards never sit in memory at once.
 */
export async function* readDepositAddresses(
  db: Db,
  { addressesPerPage = ADDRESSES_PER_PAGE }: { addressesPerPage?: number } = {},
): AsyncGenerator<string[]> {
  let after = 0
  for (;;) {
    const rows = rowsOf<{ address: string; index: number }>(
      await db.execute(sql`
        SELECT deposit_address AS address, deposit_index AS index FROM cards
        WHERE deposit_index > ${after} ORDER BY deposit_index LIMIT ${addressesPerPage}
      `),
    )
    if (rows.length > 0) yield rows.map((row) => row.address)
    if (rows.length < addressesPerPage) return
    after = rows[rows.length - 1]!.index
  }
}
