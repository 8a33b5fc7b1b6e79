import { UNLIMITED_COUNT } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { userActivations } from '../../db/schema/invitations'

/** Free cards the user can still order: allowance minus taken; -1 for NFT holders; 0 before activation. */
export async function getLeftCount(db: Executor, address: string, nftHolder: boolean): Promise<number> {
  if (nftHolder) return UNLIMITED_COUNT
  const [row] = await db
    .select({ allowance: userActivations.cardAllowance, taken: userActivations.cardsTaken })
    .from(userActivations)
    .where(eq(userActivations.address, address.toLowerCase()))
    .limit(1)
  return row ? Math.max(0, row.allowance - row.taken) : 0
}
