import type { Db, Executor } from '../db'
import { lockCard } from '../ledger'
import { activatedCardsToReward, ownersOfFinalActivations } from '../modules/orders'
import { grantReferralReward } from './grantReferralReward'

/**
 * The referral reward of an activation waits for the money that activated it to be final. In `tx`,
 * each of the cards is locked (SELECT ... FOR UPDATE, lockCard, in id order like lockCardPair) before its
 * activation is looked at, so a reorg reversing the activating credit (handleReorgedPayment holds the same
 * lock) is either seen whole or waited for: a reward is never granted on money being taken away. Each owner
 * whose card was activated by a top-up that is now final rewards their inviter (grantReferralReward: exactly
 * once per invitee, by a conditional claim).
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
  const ids = [...new Set(cardIds)].sort()
  for (const id of ids) await lockCard(tx, id)
  let granted = 0
  for (const owner of await ownersOfFinalActivations(tx, ids)) {
    if ((await grantReferralReward(tx, owner, now)).granted) granted++
  }
  return granted
}

/**
 * The sweep every watcher pass runs after its finality re-check: every activated card whose owner's referral
 * is still to reward (activatedCardsToReward: a short list, the activations waiting for finality) is looked at
 * under its lock, one transaction per card. So an activation whose credit became final in a pass that failed
 * before rewarding, or before this sweep existed, is rewarded by the next pass; the claim makes it once.
 */
export async function sweepFinalActivations(db: Db, now: Date): Promise<number> {
  let granted = 0
  for (const cardId of await activatedCardsToReward(db)) {
    granted += await db.transaction((tx) => rewardFinalActivations(tx, [cardId], now))
  }
  return granted
}
