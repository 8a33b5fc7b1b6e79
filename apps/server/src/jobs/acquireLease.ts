import { sql } from 'drizzle-orm'
import type { Executor } from '../db'

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`, in one statement: it succeeds when the
 * lease is free, expired, or already ours. Two processes racing for it cannot both win (the row is the
 * lock; the loser's conditional update matches nothing). Returns true when `holder` holds it now.
 */
export async function acquireLease(
  db: Executor,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs)
  const rows = await db.execute<{ holder: string }>(sql`
    INSERT INTO job_leases (name, holder, expires_at) VALUES (${name}, ${holder}, ${expiresAt.toISOString()}::timestamptz)
    ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
      WHERE job_leases.holder = EXCLUDED.holder OR job_leases.expires_at <= ${now.toISOString()}::timestamptz
    RETURNING holder`)
  return rowsOf(rows).length > 0
}

/** Gives the lease up (on shutdown) so another process takes over at once instead of after the TTL. */
export async function releaseLease(db: Executor, name: string, holder: string): Promise<void> {
  await db.execute(sql`DELETE FROM job_leases WHERE name = ${name} AND holder = ${holder}`)
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; be tolerant of a bare array. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}
