import type { UserState } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { userContacts } from '../../db/schema/invitations'
import { getUserState } from './getUserState'

export type OwnerView = { userState: UserState; displayName: string | null }

/** What answers about a user's cards need besides the rows: the user state and the contact display name. */
export async function loadOwnerView(db: Executor, address: string): Promise<OwnerView> {
  const owner = address.toLowerCase()
  const userState = await getUserState(db, owner)
  const [contact] = await db
    .select({ displayName: userContacts.displayName })
    .from(userContacts)
    .where(eq(userContacts.address, owner))
    .limit(1)
  return { userState, displayName: contact?.displayName ?? null }
}
