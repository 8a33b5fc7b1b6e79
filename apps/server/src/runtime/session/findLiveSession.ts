import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { sessions } from '../../db/schema'

/** What the authentication check needs of a session row. */
export type LiveSession = { id: string; address: string; expiresAt: Date; lastSeenAt: Date | null }

// Every signed-in request runs it: prepared once per database, and only the columns the check reads.
const liveSession = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      address: sessions.address,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
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
export async function findLiveSession(db: Db, id: string, now: Date): Promise<LiveSession | undefined> {
  const [row] = await liveSession(db).execute({ id, now })
  return row
}
