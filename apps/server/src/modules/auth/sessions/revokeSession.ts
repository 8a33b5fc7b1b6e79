import type { Executor } from '../../../db'
import { AppError } from '../../../errors'
import { deleteOwnSession } from './repo/deleteOwnSession'

export type RevokeSessionParameters = {
  db: Executor
  /** Lowercase address of the signed-in user. */
  address: string
  /** The public id from the path. */
  publicId: string
  /** Row key of the request's own session. */
  currentSessionId: string
}

export type RevokeSessionReturnType = { endedCurrent: boolean }

/**
 * Ends one of the signed-in address's sessions: its cookie no longer signs anyone in. An unknown id, or one
 * of another address's sessions, is 404 `not_found` and changes nothing (API.md: never reveal existence).
 * Ending the request's own session is allowed; the caller then clears the cookie.
 */
export async function revokeSession({
  db,
  address,
  publicId,
  currentSessionId,
}: RevokeSessionParameters): Promise<RevokeSessionReturnType> {
  const deletedId = await deleteOwnSession(db, { publicId, address })
  if (deletedId === undefined) throw new AppError('not_found', 'session not found')
  return { endedCurrent: deletedId === currentSessionId }
}
