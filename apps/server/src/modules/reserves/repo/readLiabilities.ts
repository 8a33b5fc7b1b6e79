import { OPEN_WITHDRAWAL_STATUSES } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

export type OwedBatch = { owner: string; liability: bigint }[]

export type Liabilities = {
  /** How many owners were read (every owner with a card, a reward record or an open withdrawal). */
  owners: number
  /** What cards below zero owe the program (micro-USD, >= 0): published beside the tree, never netted in it. */
  negativeMicro: bigint
}

/**
 * The domain's open withdrawal statuses as SQL literals: the cursor's query is written whole into DECLARE (as its
 * sizes are), and these are fixed words of the domain, never input.
 */
const OPEN_STATUSES = sql.raw(
  OPEN_WITHDRAWAL_STATUSES.map((status) => {
    if (!/^[a-z_]+$/.test(status)) throw new Error(`withdrawal status ${status} is not a plain word`)
    return `'${status}'`
  }).join(', '),
)

/** Owners a row of the cursor lists, as one text (some 55 KB). */
const OWNERS_PER_ROW = 1_000
/** Rows a FETCH brings: half a MB in the server at a time, however many owners there are. */
const ROWS_PER_FETCH = 10

/**
 * What the program owes, read at one moment (DESIGN "Money words": a card's liability is max(balance +
 * pending top-up, 0), with the owner's reward balance and their open withdrawals the leaf value of the proof).
 * An open withdrawal (the domain's OPEN_WITHDRAWAL_STATUSES) took its amount and fee off the card and has not
 * paid them out: owed until paid, so counted as amount plus fee; a paid one is not owed, a failed one is card
 * balance again (counted there, once). A read model over the ledger's, the rewards' and the withdrawals' tables
 * in one REPEATABLE READ transaction, so a deposit, a purchase or a withdrawal committed meanwhile is in all of
 * it or in none (a withdrawal's row and its ledger row commit together). The owners come through a cursor, `ownersPerRow` to a row, in
 * ascending address order (byte order: every address is lowercase hex), each row's owners handed to
 * `onOwners` as soon as it is read: what each owner is owed (micro-USD, >= 0), lowercase.
 *
 * A row lists its owners in one text ("address liability,..."): a row an owner was two million short-lived
 * objects from the driver, kept alive across the socket's reads, which V8 moved to the old generation and the
 * server's RSS grew by well over 100 MB before a full collection took them.
 */
export async function readLiabilities(
  db: Db,
  onOwners: (batch: OwedBatch) => void,
  {
    ownersPerRow = OWNERS_PER_ROW,
    rowsPerFetch = ROWS_PER_FETCH,
  }: { ownersPerRow?: number; rowsPerFetch?: number } = {},
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
        ), withdrawal_owed AS (
          SELECT owner_address AS owner, sum(amount_micro + fee_micro) AS owed
          FROM card_withdrawals WHERE status IN (${OPEN_STATUSES}) GROUP BY owner_address
        ), owed AS (
          SELECT coalesce(c.owner, r.owner, w.owner) AS owner,
            coalesce(c.owed, 0) + coalesce(r.owed, 0) + coalesce(w.owed, 0) AS liability
          FROM card_owed c FULL JOIN reward_owed r ON r.owner = c.owner
          FULL JOIN withdrawal_owed w ON w.owner = coalesce(c.owner, r.owner)
        ), numbered AS (
          SELECT owner, liability,
            (row_number() OVER (ORDER BY owner COLLATE "C") - 1) / ${sql.raw(String(ownersPerRow))} AS batch
          FROM owed
        )
        SELECT string_agg(owner || ' ' || liability::text, ',' ORDER BY owner COLLATE "C") AS owners,
          count(*)::int AS count
        FROM numbered GROUP BY batch ORDER BY batch
      `)
      let owners = 0
      const fetchNext = () =>
        tx.execute(sql`FETCH FORWARD ${sql.raw(String(rowsPerFetch))} FROM reserves_owed`)
      // The next rows are asked for before these are handed over: the database reads while the tree adds.
      let next = fetchNext()
      for (;;) {
        const rows = rowsOf<{ owners: string; count: number }>(await next)
        const more = rows.length === rowsPerFetch
        if (more) next = fetchNext()
        for (const row of rows) {
          const batch = parseOwed(row.owners)
          if (batch.length !== row.count)
            throw new Error(`a row of owed amounts lists ${batch.length} owners, not ${row.count}`)
          onOwners(batch)
          owners += batch.length
        }
        if (!more) break
      }
      await tx.execute(sql`CLOSE reserves_owed`)
      return { owners, negativeMicro: BigInt(negative?.negative ?? '0') }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** "address liability,address liability,...": addresses never hold a space or a comma, amounts are digits. */
function parseOwed(text: string): OwedBatch {
  const batch: OwedBatch = []
  for (let at = 0; at < text.length; ) {
    const space = text.indexOf(' ', at)
    let comma = text.indexOf(',', space)
    if (comma < 0) comma = text.length
    batch.push({ owner: text.slice(at, space), liability: BigInt(text.slice(space + 1, comma)) })
    at = comma + 1
  }
  return batch
}
