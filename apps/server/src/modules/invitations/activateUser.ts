import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { users } from '../../db/schema/auth'
import { invitationCodes, userActivations } from '../../db/schema/invitations'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'
import { checkInvitationCode } from './checkInvitationCode'
import { volumeBonusUses } from './codeAvailability'
import { insertOwnInvitationCode } from './insertOwnInvitationCode'

/** Free classic cards a newly activated user may order (DESIGN: `leftCount` 1). */
const STARTING_CARD_ALLOWANCE = 1

/**
 * Activates `address` with an invitation code, in one transaction: marks the user active (409
 * `invalid_action` when already active), takes one use of the code with a conditional UPDATE (two
 * activations racing for the last use: one wins, the other gets `reach_limit` and changes nothing),
 * records the activation with the starting free-card allowance and gives the user their own code.
 */
export async function activateUser(
  ctx: AppContext,
  address: string,
  input: string,
): Promise<{ ownCode: string }> {
  const owner = address.toLowerCase()
  const [user] = await ctx.db.select({ active: users.active }).from(users).where(eq(users.address, owner))
  if (user?.active) throw new AppError('invalid_action', 'invalid action: the user is already active')
  const checked = await checkInvitationCode(ctx, input)
  const now = ctx.clock.now()

  return ctx.db.transaction(async (tx) => {
    const [activated] = await tx
      .update(users)
      .set({ active: true })
      .where(and(eq(users.address, owner), eq(users.active, false)))
      .returning({ address: users.address })
    if (!activated) throw new AppError('invalid_action', 'invalid action: the user is already active')

    const [taken] = await tx
      .update(invitationCodes)
      .set({ usesCount: sql`${invitationCodes.usesCount} + 1` })
      .where(
        and(
          eq(invitationCodes.code, checked.code),
          or(
            isNull(invitationCodes.usesLimit),
            sql`${checked.ownerUnlimited}::boolean`,
            sql`${invitationCodes.usesCount} < ${invitationCodes.usesLimit} + ${volumeBonusUses}`,
          ),
        ),
      )
      .returning({ code: invitationCodes.code })
    if (!taken) throw new AppError('reach_limit', 'reach limit: this invitation code has no uses left')

    await tx.insert(userActivations).values({
      address: owner,
      code: checked.code,
      cardAllowance: STARTING_CARD_ALLOWANCE,
      cardsTaken: 0,
      activatedAt: now,
    })
    const ownCode = await insertOwnInvitationCode(tx, owner, now)
    return { ownCode }
  })
}
