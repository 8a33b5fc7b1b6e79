import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rateLimitHits } from '../../../db/schema'

export type CountRateLimitHitParameters = { key: string; now: Date; windowMs: number }
export type CountRateLimitHitReturnType = { hits: number; expiresAt: Date }

/**
 * Counts one hit of `key` in one atomic upsert: a new key, or one whose window has ended, starts a window of
 * `windowMs` at 1; a live one adds 1 and keeps its end. Concurrent hits from any number of instances are all
 * counted (the conflicting insert takes the row lock and re-reads it).
 */
export async function countRateLimitHit(
  db: Executor,
  { key, now, windowMs }: CountRateLimitHitParameters,
): Promise<CountRateLimitHitReturnType> {
  const nowText = now.toISOString()
  const ended = sql`${rateLimitHits.expiresAt} <= ${nowText}::timestamptz`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expiresAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt })
  if (!row) throw new Error('the rate-limit upsert returned no row')
  return row
}
