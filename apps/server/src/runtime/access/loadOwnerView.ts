import type { UserState } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { users } from '../../db/schema/auth'
import { userContacts } from '../../db/schema/invitations'

export type OwnerView = { userState: UserState; displayName: string | null }

/**
 * What answers about a user's cards need besides the rows: the user state and the contact display name
 * (one statement; `''` and null for an unknown wallet).
 */
export async function loadOwnerView(db: Executor, address: string): Promise<OwnerView> {
  const [row] = await db
    .select({ state: users.state, displayName: userContacts.displayName })
    .from(users)
    .leftJoin(userContacts, eq(userContacts.address, users.address))
    .where(eq(users.address, address.toLowerCase()))
    .limit(1)
  return { userState: row?.state ?? '', displayName: row?.displayName ?? null }
}
