import pg from 'pg'
import { DIFFER_AT, DIFFER_EVERY, LOST_EVERY, type ScriptedDay, tokenPrefix } from './scriptLithicDay'

/** What the books hold of a scripted day, read straight from the database. */
export type DayBooks = {
  /** Ledger rows of the lost transactions' clearings (each lost one once: as many as lost). */
  lostBooked: number
  /** Lost transactions with more than one ledger row for their clearing. */
  lostBookedTwice: number
  /** Ledger rows of every clearing of the day. */
  ledgerRows: number
  /** Sum of the balances of the day's cards, micro-USD. */
  balanceMicro: bigint
  /** `issuer_mismatch` exceptions of the day's transactions, and those of them that are the differing ones. */
  mismatchExceptions: number
  differingExceptions: number
}

/** The day's books (`scriptLithicDay.ts`'s formulas in SQL), to check what a reconciliation changed. */
export async function readDayBooks(databaseUrl: string, script: ScriptedDay): Promise<DayBooks> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{
      lost_booked: string
      lost_twice: string
      ledger_rows: string
      balance: string
      mismatches: string
      differing: string
    }>(
      `WITH day AS (
         SELECT g, md5(s)::uuid::text AS token, 'clearing:lithic:' || md5(s || ':clearing')::uuid::text AS ref,
           g % $4 = 0 AS lost, g % $4 <> 0 AND g % $5 = $6 AS differs
         FROM generate_series(0, $2 - 1) AS g
         CROSS JOIN LATERAL (SELECT $1::text || g AS s) AS seed
       ), booked AS (
         SELECT day.lost, count(l.id) AS n FROM day LEFT JOIN card_ledger l ON l.ref = day.ref GROUP BY day.g, day.lost
       ), mismatch AS (
         SELECT day.differs FROM day
         JOIN deposit_exceptions x ON x.dedupe_key = 'issuer_mismatch:lithic:' || day.token
       )
       SELECT
         (SELECT coalesce(sum(n), 0) FROM booked WHERE lost)::text AS lost_booked,
         (SELECT count(*) FROM booked WHERE lost AND n > 1)::text AS lost_twice,
         (SELECT coalesce(sum(n), 0) FROM booked)::text AS ledger_rows,
         (SELECT coalesce(sum(balance_micro), 0) FROM cards
           WHERE issuer_card_id IN (SELECT 'scale-' || (1 + g % $3) FROM generate_series(0, least($2, $3) - 1) AS g))::text
           AS balance,
         (SELECT count(*) FROM mismatch)::text AS mismatches,
         (SELECT count(*) FROM mismatch WHERE differs)::text AS differing`,
      [tokenPrefix(script.day), script.transactions, script.cards, LOST_EVERY, DIFFER_EVERY, DIFFER_AT],
    )
    const row = rows[0]!
    return {
      lostBooked: Number(row.lost_booked),
      lostBookedTwice: Number(row.lost_twice),
      ledgerRows: Number(row.ledger_rows),
      balanceMicro: BigInt(row.balance),
      mismatchExceptions: Number(row.mismatches),
      differingExceptions: Number(row.differing),
    }
  } finally {
    await client.end()
  }
}
