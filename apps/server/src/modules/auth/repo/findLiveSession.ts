import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { preparedPerDatabase } from '../../../db/preparedPerDatabase'
import { type SessionRow, sessions } from '../../../db/schema'

// Every signed-in request runs it: prepared once per database.
const liveSession = preparedPerDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.revoked, false),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
)

/** The session with this id if it is neither revoked nor expired at `now`. */
export async function findLiveSession(db: Db, id: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await liveSession(db).execute({ id, now })
  return row
}
