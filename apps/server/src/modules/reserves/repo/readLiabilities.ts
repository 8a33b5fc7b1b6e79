import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

export type OwedBatch = { owner: string; liability: bigint }[]

export type Liabilities = {
  /** How many owners were read (every owner with a card or a reward record). */
  owners: number
  /** What cards below zero owe the program (micro-USD, >= 0): published beside the tree, never netted in it. */
  negativeMicro: bigint
}

/** Owners a FETCH brings: a few MB of rows in the server at a time, however many owners there are. */
const OWNERS_PER_FETCH = 10_000

/**
 * What the program owes, read at one moment (DESIGN "Money words": a card's liability is max(balance +
 * pending top-up, 0), with the owner's reward balance the leaf value of the proof). A read model over the
 * ledger's and the rewards' tables in one REPEATABLE READ transaction, so a deposit or a purchase committed
 * meanwhile is in all of it or in none. The owners come through a cursor, `OWNERS_PER_FETCH` at a time, in
 * ascending address order (byte order: every address is lowercase hex), each batch handed to `onOwners`
 * before the next is fetched: what each owner is owed (micro-USD, >= 0), lowercase.
 */
export async function readLiabilities(
  db: Db,
  onOwners: (batch: OwedBatch) => void,
  { ownersPerFetch = OWNERS_PER_FETCH }: { ownersPerFetch?: number } = {},
): Promise<Liabilities> {
  return db.transaction(
    async (tx) => {
      const [negative] = rowsOf<{ negative: string }>(
        await tx.execute(sql`
          SELECT coalesce(sum(-(balance_micro + pending_micro)), 0)::text AS negative
          FROM cards WHERE balance_micro + pending_micro < 0
        `),
      )
      // A plan over every card is costed far above its work (the full join's estimate), which would have it
      // JIT-compiled for seconds; and its aggregate and sort fit in memory instead of spilling to disk.
      await tx.execute(sql`SET LOCAL jit = off`)
      await tx.execute(sql`SET LOCAL work_mem = '64MB'`)
      await tx.execute(sql`
        DECLARE reserves_owed NO SCROLL CURSOR FOR
        WITH card_owed AS (
          SELECT owner_address AS owner, sum(greatest(balance_micro + pending_micro, 0)) AS owed
          FROM cards GROUP BY owner_address
        ), reward_owed AS (
          SELECT address AS owner, greatest(sum(amount_micro), 0) AS owed
          FROM reward_records GROUP BY address
        )
        SELECT coalesce(c.owner, r.owner) AS owner,
               (coalesce(c.owed, 0) + coalesce(r.owed, 0))::text AS liability
        FROM card_owed c FULL JOIN reward_owed r ON r.owner = c.owner
        ORDER BY coalesce(c.owner, r.owner) COLLATE "C"
      `)
      let owners = 0
      const fetchNext = () =>
        tx.execute(sql`FETCH FORWARD ${sql.raw(String(ownersPerFetch))} FROM reserves_owed`)
      // The next batch is asked for before this one is handed over: the database reads while the tree adds.
      let next = fetchNext()
      for (;;) {
        const rows = rowsOf<{ owner: string; liability: string }>(await next)
        const more = rows.length === ownersPerFetch
        if (more) next = fetchNext()
        if (rows.length > 0) {
          onOwners(rows.map((row) => ({ owner: row.owner, liability: BigInt(row.liability) })))
          owners += rows.length
        }
        if (!more) break
      }
      await tx.execute(sql`CLOSE reserves_owed`)
      return { owners, negativeMicro: BigInt(negative?.negative ?? '0') }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
