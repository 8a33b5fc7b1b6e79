import type { Executor } from '../../../db'
import { sessions } from '../../../db/schema'

export type InsertSessionParameters = {
  /** sha256 of the cookie token, never the token. */
  id: string
  /** The random UUID the API shows the owner. */
  publicId: string
  address: string
  createdAt: Date
  expiresAt: Date
  /** Short description of the browser ("Chrome on macOS"); null when not recognised. */
  userAgent: string | null
}

/** Stores a session, last seen at its creation. */
export async function insertSession(db: Executor, row: InsertSessionParameters): Promise<void> {
  await db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt })
}
