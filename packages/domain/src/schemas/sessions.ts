// Sessions of the signed-in address (the profile's list of sessions and "sign out everywhere").
// A session's wire id is its own random UUID, never the cookie token nor the token's hash (the row's key).
import { z } from 'zod'
import { Id, IsoDateTime } from './common'

/** Longest stored description of a session's browser ("Chrome on macOS"); never the raw user agent. */
export const SESSION_USER_AGENT_MAX_LENGTH = 64

export const SessionParams = z.object({ id: Id })

/**
 * One live session: when it signed in, when it was last seen (at most 5 minutes stale; absent for a session
 * that predates the column and has not been used since), which browser signed it in (absent when unknown),
 * and whether it is the session of this request.
 */
export const SessionInfo = z.object({
  id: Id,
  createdAt: IsoDateTime,
  lastSeenAt: IsoDateTime.optional(),
  userAgent: z.string().min(1).max(SESSION_USER_AGENT_MAX_LENGTH).optional(),
  current: z.boolean(),
})

/** The live sessions of the signed-in address, newest first. */
export const SessionListResponse = z.object({ sessions: z.array(SessionInfo) })

export type SessionParams = z.infer<typeof SessionParams>
export type SessionInfo = z.infer<typeof SessionInfo>
export type SessionListResponse = z.infer<typeof SessionListResponse>
