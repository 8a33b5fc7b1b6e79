import { formatUsd, REDEEMABLE_OPTIONS_MICRO_USD, type UserInvitationResponse } from '@chaincard/domain'
import { eq, sql } from 'drizzle-orm'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { invitationCodes } from '../../db/schema/invitations'
import { rewardRecords } from '../../db/schema/rewards'
import { AppError } from '../../errors'
import type { CardsContext } from '../cards/cardsContext'
import { displayedHolderStatus } from '../products/holderStatus'
import { usesLeft, volumeBonusUses } from './codeAvailability'

// bigint: Math.min does not apply.
let smallestOption = REDEEMABLE_OPTIONS_MICRO_USD[0] ?? 0n
for (const option of REDEEMABLE_OPTIONS_MICRO_USD) if (option < smallestOption) smallestOption = option

const ownCode = preparedPerDatabase((db) =>
  db
    .select({
      code: invitationCodes.code,
      usesLimit: invitationCodes.usesLimit,
      usesCount: invitationCodes.usesCount,
      bonus: sql<string>`${volumeBonusUses}::text`,
      rewardBalance: sql<string>`(
        SELECT coalesce(sum(${rewardRecords.amountMicro}), 0)::text FROM ${rewardRecords}
        WHERE ${rewardRecords.address} = ${invitationCodes.ownerAddress}
      )`,
    })
    .from(invitationCodes)
    .where(eq(invitationCodes.ownerAddress, sql.placeholder('owner')))
    .limit(1)
    .prepare('user_invitation'),
)

/**
 * The user's own code, its uses left (-1 unlimited: NFT holders), reward balance and whether redeeming is
 * possible. One prepared statement (own code, its limit and volume bonus, the reward balance); the holder status
 * (cached) only when the code has a limit, since an unlimited code is -1 anyway.
 */
export async function getUserInvitation(ctx: CardsContext, address: string): Promise<UserInvitationResponse> {
  const owner = address.toLowerCase()
  const [own] = await ownCode(ctx.db).execute({ owner })
  if (!own) throw new AppError('invalid_action', 'invalid action: the user is not activated')
  const left = usesLeft(own)
  const unlimited = left === null || (await displayedHolderStatus(ctx, owner))
  const rewardBalance = BigInt(own.rewardBalance)
  return {
    code: own.code,
    availableCount: unlimited ? -1 : left,
    rewardBalance: formatUsd(rewardBalance > 0n ? rewardBalance : 0n, 'down'),
    redemptionEnable: rewardBalance >= smallestOption,
  }
}
