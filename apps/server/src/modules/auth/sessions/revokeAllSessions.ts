import type { Executor } from '../../../db'
import { deleteSessionsOfAddress } from './repo/deleteSessionsOfAddress'

/**
 * "Sign out everywhere": ends every session of the address, the request's own included, in one statement.
 * Returns how many were ended.
 */
export async function revokeAllSessions(db: Executor, address: string): Promise<number> {
  return deleteSessionsOfAddress(db, address)
}
