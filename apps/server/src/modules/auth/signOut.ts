import type { Db } from '../../db'
import { deleteSession } from './repo/deleteSession'

/** Deletes the session (if the request carried one): the cookie no longer signs anyone in. */
export async function signOut(db: Db, sessionId: string | undefined): Promise<void> {
  if (sessionId) await deleteSession(db, sessionId)
}
