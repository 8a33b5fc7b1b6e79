import type { Executor } from '../../db'
import { users } from '../../db/schema'

/** Creates the user (state normal, not active) on first sign-in; leaves an existing user untouched. */
export async function ensureUser(db: Executor, address: string, now: Date): Promise<void> {
  await db.insert(users).values({ address, createdAt: now }).onConflictDoNothing({ target: users.address })
}
