import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'

/** Rows one statement deletes at most: a long backlog (a flood's worth of keys) goes in several short statements. */
export const rateLimitCleanupBatch = 5_000

/**
 * Deletes the counters whose window ended at or before `now`; returns how many. The database counts them: one
 * row with the number comes back per batch, never the deleted keys (a flood can leave hundreds of thousands).
 */
export async function deleteEndedRateLimitWindows(db: Executor, now: Date): Promise<number> {
  const nowText = now.toISOString()
  let deleted = 0
  for (;;) {
    const result = await db.execute(sql`
      WITH ended AS (
        DELETE FROM rate_limit_hits
        WHERE key IN (
          SELECT key FROM rate_limit_hits WHERE expires_at <= ${nowText}::timestamptz LIMIT ${rateLimitCleanupBatch}
        )
        RETURNING 1
      )
      SELECT count(*)::int AS deleted FROM ended`)
    const batch = Number(rowsOf<{ deleted: number }>(result)[0]?.deleted ?? 0)
    deleted += batch
    if (batch < rateLimitCleanupBatch) return deleted
  }
}
