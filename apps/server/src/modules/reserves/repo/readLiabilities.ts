import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

export type Liabilities = {
  /** Every owner with a card or a reward record, lowercase, and what the program owes them (micro-USD, >= 0). */
  owners: { owner: string; liability: bigint }[]
  /** What cards below zero owe the program (micro-USD, >= 0): published beside the tree, never netted in it. */
  negativeMicro: bigint
}

/**
 * What the program owes, read at one moment (DESIGN "Money words": a card's liability is max(balance +
 * pending top-up, 0), with the owner's reward balance the leaf value of the proof). A read model over the
 * ledger's and the rewards' tables: two statements in one REPEATABLE READ transaction, so a deposit or a
 * purchase committed meanwhile is in all of them or in none.
 */
export async function readLiabilities(db: Db): Promise<Liabilities> {
  return db.transaction(
    async (tx) => {
      const owners = rowsOf<{ owner: string; liability: string }>(
        await tx.execute(sql`
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
        `),
      )
      const [negative] = rowsOf<{ negative: string }>(
        await tx.execute(sql`
          SELECT coalesce(sum(-(balance_micro + pending_micro)), 0)::text AS negative
          FROM cards WHERE balance_micro + pending_micro < 0
        `),
      )
      return {
        owners: owners.map((row) => ({ owner: row.owner, liability: BigInt(row.liability) })),
        negativeMicro: BigInt(negative?.negative ?? '0'),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
