import { lte } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rateLimitHits } from '../../../db/schema'

/** Deletes the counters whose window ended at or before `now`; returns how many. */
export async function deleteEndedRateLimitWindows(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.expiresAt, now))
    .returning({ key: rateLimitHits.key })
  return rows.length
}
