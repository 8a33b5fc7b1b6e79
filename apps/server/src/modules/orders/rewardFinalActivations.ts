import type { Executor } from '../../db'
import { grantReferralReward } from '../invitations/grantReferralReward'
import { ownersOfFinalActivations } from './repo/ownersOfFinalActivations'

/**
 * The referral reward of an activation waits for the money that activated it to be final (issue 26): called
 * in the transaction that marks credits final (recheckCredits), for their cards. Each owner whose card was
 * activated by a top-up that is now final rewards their inviter (grantReferralReward: once per invitee).
 *
 * Why not grant at activation and take it back after a reorg: the reward is a free card and a use of the
 * inviter's code, which the inviter may spend at once (a card applied for, a code used by someone else);
 * taking it back could leave a card allowance below the cards already taken or a code used more than its
 * limit, and can never take back the card. Waiting for finality (the sandbox's 4 blocks; a chain's `finalized`
 * block) means there is never anything to take back: a reorg that reverses the activating credit before it
 * is final leaves no reward behind. A reorg deeper than finality leaves the money spendable (a
 * `reorg_shortfall` an operator resolves), and the reward with it.
 */
export async function rewardFinalActivations(
  tx: Executor,
  cardIds: readonly string[],
  now: Date,
): Promise<number> {
  let granted = 0
  for (const owner of await ownersOfFinalActivations(tx, cardIds)) {
    if ((await grantReferralReward(tx, owner, now)).granted) granted++
  }
  return granted
}
