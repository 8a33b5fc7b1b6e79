import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { eventStreams } from '../../db/schema'
import type { LiveSession } from './findLiveSession'

/**
 * True when the session has not been used for longer than `idleMs` (SESSION_IDLE). `last_seen_at` is written at
 * most every 5 minutes of use, so the idle time counts from up to 5 minutes early. A session never seen (a row
 * older than the column) falls back on its expiry alone.
 */
export function isIdleSession(session: Pick<LiveSession, 'lastSeenAt'>, now: Date, idleMs: number): boolean {
  return session.lastSeenAt !== null && now.getTime() - session.lastSeenAt.getTime() > idleMs
}

/**
 * Ends the event streams of an idle session the way revocation does: deleting their `event_streams` rows makes
 * the trigger notify every instance, whose hub ends the streams at once. The session row stays (refused as
 * idle from now on, as an expired one is), so the push devices it subscribed stay until it is ended.
 */
export async function endIdleSessionStreams(db: Db, sessionId: string): Promise<void> {
  await db.delete(eventStreams).where(eq(eventStreams.sessionId, sessionId))
}
