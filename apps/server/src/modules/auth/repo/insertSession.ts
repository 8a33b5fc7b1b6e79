import type { Executor } from '../../../db'
import { sessions } from '../../../db/schema'

export type InsertSessionParameters = { id: string; address: string; createdAt: Date; expiresAt: Date }

/** Stores a session; `id` is the sha256 of the cookie token, never the token. */
export async function insertSession(db: Executor, row: InsertSessionParameters): Promise<void> {
  await db.insert(sessions).values(row)
}
