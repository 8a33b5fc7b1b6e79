import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { invitationCodes, userActivations } from '../../db/schema/invitations'

export type ClaimReferralReturnType = { inviter: string; invitationUses: number } | null

/**
 * The invitations' half of a referral reward: claims the invitee's `referral_rewarded_at` with a conditional
 * UPDATE (so concurrent or repeated calls claim nothing more), then gives the owner of the code the invitee
 * activated with one more free card and one more use of their code (unless unlimited). Root codes (no owner)
 * reward nobody: null, as when already claimed. The reward record is the flow's (flows/grantReferralReward).
 */
export async function claimReferral(
  tx: Executor,
  inviteeAddress: string,
  now: Date,
): Promise<ClaimReferralReturnType> {
  const invitee = inviteeAddress.toLowerCase()
  const [claimed] = await tx
    .update(userActivations)
    .set({ referralRewardedAt: now })
    .where(and(eq(userActivations.address, invitee), isNull(userActivations.referralRewardedAt)))
    .returning({ code: userActivations.code })
  if (!claimed) return null

  const [code] = await tx
    .select({ owner: invitationCodes.ownerAddress })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, claimed.code), isNotNull(invitationCodes.ownerAddress)))
  const inviter = code?.owner
  if (!inviter) return null

  await tx
    .update(userActivations)
    .set({ cardAllowance: sql`${userActivations.cardAllowance} + 1` })
    .where(eq(userActivations.address, inviter))
  const raised = await tx
    .update(invitationCodes)
    .set({ usesLimit: sql`${invitationCodes.usesLimit} + 1` })
    .where(and(eq(invitationCodes.ownerAddress, inviter), isNotNull(invitationCodes.usesLimit)))
    .returning({ code: invitationCodes.code })
  return { inviter, invitationUses: raised.length }
}
