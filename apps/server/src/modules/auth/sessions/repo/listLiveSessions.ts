import { and, desc, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { sessions } from '../../../../db/schema'

export type LiveSessionRow = {
  /** sha256 of the cookie token: compared with the request's session, never answered. */
  id: string
  publicId: string
  createdAt: Date
  lastSeenAt: Date | null
  userAgent: string | null
}

/** The address's sessions that are neither revoked nor expired at `now`, newest first. */
export async function listLiveSessions(
  db: Executor,
  { address, now }: { address: string; now: Date },
): Promise<LiveSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.address, address), eq(sessions.revoked, false), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.publicId))
}
