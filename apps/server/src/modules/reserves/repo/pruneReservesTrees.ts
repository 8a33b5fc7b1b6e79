import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/**
 * Deletes the trees (levels and owner rows) of every snapshot but the latest `keep`, in the order the
 * published history uses, and marks each pruned at `now`; the snapshots' headers (root, total, signature,
 * reserves) are kept forever. One statement; pruning again prunes nothing. Answers how many were pruned.
 */
export async function pruneReservesTrees(
  db: Executor,
  { keep, now }: { keep: number; now: Date },
): Promise<number> {
  if (!(Number.isInteger(keep) && keep >= 1)) throw new RangeError('keep must be an integer of at least 1')
  const [row] = rowsOf<{ pruned: number }>(
    await db.execute(sql`
      WITH kept AS (
        SELECT id FROM reserves_snapshots ORDER BY taken_at DESC, seq DESC LIMIT ${keep}
      ), pruned AS (
        UPDATE reserves_snapshots SET tree_pruned_at = ${now.toISOString()}::timestamptz
        WHERE tree_pruned_at IS NULL AND id NOT IN (SELECT id FROM kept)
        RETURNING id
      ), levels AS (
        DELETE FROM reserves_snapshot_levels WHERE snapshot_id IN (SELECT id FROM pruned)
      ), owners AS (
        DELETE FROM reserves_snapshot_owner_rows WHERE snapshot_id IN (SELECT id FROM pruned)
      )
      SELECT count(*)::int AS pruned FROM pruned
    `),
  )
  return row?.pruned ?? 0
}
