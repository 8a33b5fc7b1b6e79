import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Executor } from '../../db'
import { sessions } from '../../db/schema'

export type TouchSessionParameters = { id: string; now: Date; staleBefore: Date }

/**
 * Sets `last_seen_at` to `now` unless another request did so since `staleBefore`: of concurrent requests of one
 * session that all found it stale, one writes and the others match nothing.
 */
export async function touchSession(
  db: Executor,
  { id, now, staleBefore }: TouchSessionParameters,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore))))
}
