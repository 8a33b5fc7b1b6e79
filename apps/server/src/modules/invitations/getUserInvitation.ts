import { formatUsd, REDEEMABLE_OPTIONS_MICRO_USD, type UserInvitationResponse } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import { invitationCodes } from '../../db/schema/invitations'
import { AppError } from '../../errors'
import type { CardsContext } from '../cards/cardsContext'
import { isNftHolderOrFalse } from '../products/holderStatus'
import { getRewardBalance } from '../rewards/getRewardBalance'
import { getCodeAvailability } from './codeAvailability'

// bigint: Math.min does not apply.
let smallestOption = REDEEMABLE_OPTIONS_MICRO_USD[0] ?? 0n
for (const option of REDEEMABLE_OPTIONS_MICRO_USD) if (option < smallestOption) smallestOption = option

/** The user's own code, its uses left (-1 unlimited: NFT holders), reward balance and whether redeeming is possible. */
export async function getUserInvitation(ctx: CardsContext, address: string): Promise<UserInvitationResponse> {
  const owner = address.toLowerCase()
  const [own] = await ctx.db
    .select({ code: invitationCodes.code })
    .from(invitationCodes)
    .where(eq(invitationCodes.ownerAddress, owner))
    .limit(1)
  if (!own) throw new AppError('invalid_action', 'invalid action: the user is not activated')
  const availability = await getCodeAvailability(ctx.db, own.code)
  const holder = await isNftHolderOrFalse(ctx, owner)
  const rewardBalance = await getRewardBalance(ctx.db, owner)
  return {
    code: own.code,
    availableCount: holder || availability?.left == null ? -1 : availability.left,
    rewardBalance: formatUsd(rewardBalance > 0n ? rewardBalance : 0n, 'down'),
    redemptionEnable: rewardBalance >= smallestOption,
  }
}
