import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type SessionRow, sessions } from '../../../db/schema'

/** The session with this id if it is neither revoked nor expired at `now`. */
export async function findLiveSession(db: Executor, id: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.revoked, false), gt(sessions.expiresAt, now)))
    .limit(1)
  return row
}
