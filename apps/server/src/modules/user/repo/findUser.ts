import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type UserRow, users } from '../../../db/schema'

/** The user with this lowercase address. */
export async function findUser(db: Executor, address: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.address, address)).limit(1)
  return row
}
