import type { SessionListResponse } from '@chaincard/domain'
import type { Executor } from '../../../db'
import { listLiveSessions } from './repo/listLiveSessions'

export type ListSessionsParameters = {
  db: Executor
  /** Lowercase address of the signed-in user. */
  address: string
  /** Row key of the request's own session (sha256 of its token), to mark it `current`. */
  currentSessionId: string
  now: Date
}

/** The signed-in address's live sessions as the API shows them: public ids only, newest first. */
export async function listSessions({
  db,
  address,
  currentSessionId,
  now,
}: ListSessionsParameters): Promise<SessionListResponse> {
  const rows = await listLiveSessions(db, { address, now })
  return {
    sessions: rows.map((row) => ({
      id: row.publicId,
      createdAt: row.createdAt.toISOString(),
      ...(row.lastSeenAt ? { lastSeenAt: row.lastSeenAt.toISOString() } : {}),
      ...(row.userAgent ? { userAgent: row.userAgent } : {}),
      current: row.id === currentSessionId,
    })),
  }
}
