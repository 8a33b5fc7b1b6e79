import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rateLimitHits } from '../../../db/schema'

export type CountRateLimitHitsParameters = { keys: readonly string[]; now: Date; windowMs: number }

/**
 * `countRateLimitHit` for several keys in one statement (one round trip): each key's live window gains a hit, an
 * ended or new one starts at 1. The keys are inserted in sorted order, so two requests sharing keys take their
 * row locks in the same order (no deadlock on the shared global counter). Returns each key's hits and window end.
 */
export async function countRateLimitHits(
  db: Executor,
  { keys, now, windowMs }: CountRateLimitHitsParameters,
): Promise<Map<string, { hits: number; expiresAt: Date }>> {
  if (keys.length === 0) return new Map()
  const nowText = now.toISOString()
  const ended = sql`${rateLimitHits.expiresAt} <= ${nowText}::timestamptz`
  const expiresAt = new Date(now.getTime() + windowMs)
  const rows = await db
    .insert(rateLimitHits)
    .values([...new Set(keys)].sort().map((key) => ({ key, hits: 1, expiresAt })))
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({ key: rateLimitHits.key, hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt })
  return new Map(rows.map((row) => [row.key, { hits: row.hits, expiresAt: row.expiresAt }]))
}
