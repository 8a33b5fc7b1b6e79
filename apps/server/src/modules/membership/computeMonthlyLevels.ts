import { getMembership } from '@chaincard/domain'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { rowsOf } from '../../db/rowsOf'
import { membershipLevels, membershipRuns } from '../../db/schema/membership'
import { monthOf } from './monthOf'

/** Rows per INSERT statement (keeps the parameter count far below PostgreSQL's 65,535). */
const INSERT_BATCH = 1_000

export type ComputeMonthlyLevelsReturnType = {
  /** `YYYY-MM-01` of the month computed. */
  month: string
  /** False when the month had already been computed (by an earlier or a concurrent run). */
  computed: boolean
  /** Level rows written by this run. */
  users: number
}

/**
 * Freezes every known user's membership level for the month containing `now`, from their settled top-up
 * volume of the month before (card_ledger `settlement` rows). Safe to run twice and from several processes:
 * the month is claimed with one insert into `membership_runs` (the loser of a race waits for the winner's
 * commit, then conflicts and computes nothing) and level rows are unique per (address, month). Catching up
 * is running it: a server that was down on the 1st computes the month on its first run after.
 */
export async function computeMonthlyLevels(db: Db, now: Date): Promise<ComputeMonthlyLevelsReturnType> {
  const month = monthOf(now)
  const previous = monthOf(now, -1)
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(membershipRuns)
      .values({ month: month.key, users: 0, computedAt: now })
      .onConflictDoNothing({ target: membershipRuns.month })
      .returning({ month: membershipRuns.month })
    if (claimed.length === 0) return { month: month.key, computed: false, users: 0 }

    const result = await tx.execute(sql`
      SELECT u.address, coalesce(v.total, 0)::text AS total
      FROM users u
      LEFT JOIN (
        SELECT c.owner_address, sum(l.balance_delta) AS total
        FROM card_ledger l JOIN cards c ON c.id = l.card_id
        WHERE l.kind = 'settlement'
          AND l.created_at >= ${previous.start.toISOString()}::timestamptz
          AND l.created_at < ${previous.end.toISOString()}::timestamptz
        GROUP BY c.owner_address
      ) v ON v.owner_address = u.address`)
    const volumes = rowsOf<{ address: string; total: string }>(result)
    const rows = volumes.map(({ address, total }) => {
      const volume = BigInt(total)
      const volumeMicro = volume > 0n ? volume : 0n
      return {
        address,
        month: month.key,
        level: getMembership(volumeMicro).level,
        volumeMicro,
        computedAt: now,
      }
    })
    let written = 0
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(membershipLevels)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing({ target: [membershipLevels.address, membershipLevels.month] })
        .returning({ address: membershipLevels.address })
      written += inserted.length
    }
    await tx.update(membershipRuns).set({ users: written }).where(eq(membershipRuns.month, month.key))
    return { month: month.key, computed: true, users: written }
  })
}
