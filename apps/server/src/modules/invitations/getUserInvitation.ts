import { canRedeem, formatUsd, type UserInvitationResponse } from '@chaincard/domain'
import { eq, sql } from 'drizzle-orm'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { sessions } from '../../db/schema/auth'
import { invitationCodes } from '../../db/schema/invitations'
import { rewardRecords } from '../../db/schema/rewards'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'
import { displayedHolderStatus } from '../../runtime/holderStatus'
import { liveSessionColumns, liveSessionCondition, liveSessionOf } from '../../runtime/session'
import type { SessionCheck } from '../../runtime/session/sessionPlugin'
import { usesLeft, volumeBonusUses } from './codeAvailability'

// The request's live session (the statement is the session check: no row, no session) and its owner's code.
const ownCode = preparedPerDatabase((db) =>
  db
    .select({
      ...liveSessionColumns,
      code: invitationCodes.code,
      usesLimit: invitationCodes.usesLimit,
      usesCount: invitationCodes.usesCount,
      bonus: sql<string>`${volumeBonusUses}::text`,
      rewardBalance: sql<string>`(
        SELECT coalesce(sum(${rewardRecords.amountMicro}), 0)::text FROM ${rewardRecords}
        WHERE ${rewardRecords.address} = ${invitationCodes.ownerAddress}
      )`,
    })
    .from(sessions)
    .leftJoin(invitationCodes, eq(invitationCodes.ownerAddress, sessions.address))
    .where(liveSessionCondition)
    .limit(1)
    .prepare('user_invitation'),
)

/**
 * The user's own code, its uses left (-1 unlimited: NFT holders), reward balance and whether redeeming is
 * possible. One prepared statement (the session check, own code, its limit and volume bonus, the reward
 * balance); the holder status (cached) only when the code has a limit, since an unlimited code is -1 anyway.
 */
export async function getUserInvitation(
  ctx: AppContext,
  check: SessionCheck,
): Promise<UserInvitationResponse> {
  const [row] = await ownCode(ctx.db).execute({ sid: check.id, now: check.now })
  const owner = await check.accept(liveSessionOf(row))
  if (!row || row.code === null || row.usesCount === null) {
    throw new AppError('invalid_action', 'invalid action: the user is not activated')
  }
  const own = { code: row.code, usesLimit: row.usesLimit, usesCount: row.usesCount, bonus: row.bonus }
  const left = usesLeft(own)
  const unlimited = left === null || (await displayedHolderStatus(ctx, owner))
  const rewardBalance = BigInt(row.rewardBalance)
  return {
    code: own.code,
    availableCount: unlimited ? -1 : left,
    rewardBalance: formatUsd(rewardBalance > 0n ? rewardBalance : 0n, 'down'),
    // Any amount from a cent may be redeemed: a balance of 2.50 is redeemable.
    redemptionEnable: canRedeem(rewardBalance),
  }
}
