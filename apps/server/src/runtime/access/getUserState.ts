import type { UserState } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { users } from '../../db/schema/auth'

/** The operator-set state of a user (`normal`, `blacklist`, `blocked`), or `''` for an unknown wallet. */
export async function getUserState(db: Executor, address: string): Promise<UserState> {
  const [row] = await db
    .select({ state: users.state })
    .from(users)
    .where(eq(users.address, address.toLowerCase()))
    .limit(1)
  return row?.state ?? ''
}
