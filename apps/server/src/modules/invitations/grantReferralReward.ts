import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { invitationCodes, userActivations } from '../../db/schema/invitations'
import { insertRewardRecord } from '../rewards/insertRewardRecord'

export type GrantReferralRewardReturnType = { granted: false } | { granted: true; inviter: string }

/**
 * The referral reward for an invitee whose first top-up activated a card, once that money is final: the
 * owner of the code the invitee activated with gets one more free card, one more use of their code (unless
 * unlimited) and a `referral` reward record. Exactly once per invitee: the invitee's `referral_rewarded_at`
 * is claimed with a conditional UPDATE, so concurrent or repeated calls grant nothing more. Root codes (no
 * owner) reward nobody. Run it inside the transaction that marks the activating credit final
 * (rewardFinalActivations).
 */
export async function grantReferralReward(
  tx: Executor,
  inviteeAddress: string,
  now: Date,
): Promise<GrantReferralRewardReturnType> {
  const invitee = inviteeAddress.toLowerCase()
  const [claimed] = await tx
    .update(userActivations)
    .set({ referralRewardedAt: now })
    .where(and(eq(userActivations.address, invitee), isNull(userActivations.referralRewardedAt)))
    .returning({ code: userActivations.code })
  if (!claimed) return { granted: false }

  const [code] = await tx
    .select({ owner: invitationCodes.ownerAddress })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, claimed.code), isNotNull(invitationCodes.ownerAddress)))
  const inviter = code?.owner
  if (!inviter) return { granted: false }

  await tx
    .update(userActivations)
    .set({ cardAllowance: sql`${userActivations.cardAllowance} + 1` })
    .where(eq(userActivations.address, inviter))
  const raised = await tx
    .update(invitationCodes)
    .set({ usesLimit: sql`${invitationCodes.usesLimit} + 1` })
    .where(and(eq(invitationCodes.ownerAddress, inviter), isNotNull(invitationCodes.usesLimit)))
    .returning({ code: invitationCodes.code })
  // No money: the record says what was granted, so the reward history can show it (not "+0.00 USD").
  await insertRewardRecord(tx, {
    address: inviter,
    type: 'referral',
    amountMicro: 0n,
    ref: `referral:${invitee}`,
    meta: { invitee, reward: 'free_card_and_code_use', freeCards: 1, invitationUses: raised.length },
    at: now,
  })
  return { granted: true, inviter }
}
