import { users } from '../../db/schema/auth'
import type { AppContext } from '../../runtime/appContext'

/** Operator: sets a user's state (normal, blacklist, blocked); a wallet not seen yet is created with it. */
export async function setUserState(
  ctx: AppContext,
  address: string,
  state: 'normal' | 'blacklist' | 'blocked',
): Promise<void> {
  await ctx.db
    .insert(users)
    .values({ address: address.toLowerCase(), state, createdAt: ctx.clock.now() })
    .onConflictDoUpdate({ target: users.address, set: { state } })
}
