import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/**
 * Addresses a page brings: one balance-sum call's 2,000, so that every call but the last is a full one, read
 * as one text of some 86 KB. A row an address (and pages of 20,000) were millions of the driver's objects
 * kept alive while the node summed them, which V8 moved to the old generation: the server's RSS grew with them.
 */
const ADDRESSES_PER_PAGE = 2_000

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
    const [page] = rowsOf<{ addresses: string | null; last: number | null; count: number }>(
      await db.execute(sql`
        SELECT string_agg(address, ',' ORDER BY index) AS addresses, max(index) AS last, count(*)::int AS count
        FROM (
          SELECT deposit_address AS address, deposit_index AS index FROM cards
          WHERE deposit_index > ${after} ORDER BY deposit_index LIMIT ${addressesPerPage}
        ) AS page
      `),
    )
    const count = page?.count ?? 0
    if (count > 0) {
      const addresses = page!.addresses!.split(',')
      if (addresses.length !== count)
        throw new Error(`a page of receiving addresses lists ${addresses.length}, not ${count}`)
      yield addresses
    }
    if (count < addressesPerPage) return
    after = page!.last!
  }
}
