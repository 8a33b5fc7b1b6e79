import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rateLimitHits } from '../../../db/schema'

/** The hits of `key` in its live window, without counting one; undefined when it has none. */
export async function readRateLimitHits(
  db: Executor,
  { key, now }: { key: string; now: Date },
): Promise<{ hits: number; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, now)))
  return row
}
