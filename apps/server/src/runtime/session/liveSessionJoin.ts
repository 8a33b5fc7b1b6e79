import { and, eq, gt, not, sql } from 'drizzle-orm'
import { sessions } from '../../db/schema'
import type { LiveSession } from './findLiveSession'

/**
 * What a statement that checks the session itself reads of it (the hot routes: one round trip per request
 * instead of the session lookup and then the route's statement). Its placeholders are `sid` (the session id)
 * and `now`; the statement starts `FROM sessions` with this condition, so no row at all means no live session.
 */
export const liveSessionColumns = {
  sessionId: sessions.id,
  sessionAddress: sessions.address,
  sessionExpiresAt: sessions.expiresAt,
  sessionLastSeenAt: sessions.lastSeenAt,
}

/** The session is the request's (`sid`), not revoked, and not expired at `now`. */
export const liveSessionCondition = and(
  eq(sessions.id, sql.placeholder('sid')),
  not(sessions.revoked),
  gt(sessions.expiresAt, sql.placeholder('now')),
)

/** The session columns of the first row of such a statement, as `findLiveSession` answers (undefined: none). */
export function liveSessionOf(
  row:
    | {
        sessionId: string
        sessionAddress: string
        sessionExpiresAt: Date
        sessionLastSeenAt: Date | null
      }
    | undefined,
): LiveSession | undefined {
  if (!row) return undefined
  return {
    id: row.sessionId,
    address: row.sessionAddress,
    expiresAt: row.sessionExpiresAt,
    lastSeenAt: row.sessionLastSeenAt,
  }
}
