import type { Executor } from '../db'
import { claimReferral } from '../modules/invitations'
import { insertRewardRecord } from '../modules/rewards'

export type GrantReferralRewardReturnType = { granted: false } | { granted: true; inviter: string }

/**
 * The referral reward for an invitee whose first top-up activated a card, once that money is final
 * (invitations, then rewards): the owner of the code the invitee activated with gets one more free card, one
 * more use of their code (unless unlimited) and a `referral` reward record. Exactly once per invitee (the
 * invitations module's claim is a conditional UPDATE). Root codes (no owner) reward nobody. Run it inside the
 * transaction that marks the activating credit final (rewardFinalActivations).
 */
export async function grantReferralReward(
  tx: Executor,
  inviteeAddress: string,
  now: Date,
): Promise<GrantReferralRewardReturnType> {
  const invitee = inviteeAddress.toLowerCase()
  const claim = await claimReferral(tx, invitee, now)
  if (!claim) return { granted: false }
  // No money: the record says what was granted, so the reward history can show it (not "+0.00 USD").
  await insertRewardRecord(tx, {
    address: claim.inviter,
    type: 'referral',
    amountMicro: 0n,
    ref: `referral:${invitee}`,
    meta: {
      invitee,
      reward: 'free_card_and_code_use',
      freeCards: 1,
      invitationUses: claim.invitationUses,
    },
    at: now,
  })
  return { granted: true, inviter: claim.inviter }
}
