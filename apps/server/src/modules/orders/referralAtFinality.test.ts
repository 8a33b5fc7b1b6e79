import { describe, expect, it } from 'vitest'
import { cardMoney, insertCard, mine, testAccount, USD } from '../../../test/helpers/paymentsFixture'
import { SANDBOX_FINALITY_DEPTH } from '../../config/sandboxChain'
import { referralFixture } from './testing/referralKit'

// The referral reward an invitee's activation earns its inviter (one more free card, one more use of
// the code) waits until the money that activated the order is final. A reorg that reverses that credit before
// then sends the order back to waiting and leaves no reward behind; paid again and final, the inviter is
// rewarded once. (It used to be granted at the credit, and stayed after the reorg.) The reward's row lock
// against a reversal in progress needs a second connection: referralRewardLocksCard.postgres.test.ts.
const fixture = referralFixture()

describe('the referral reward of an activation', () => {
  it('waits for the activating credit to be final: a reorg before then leaves none; paid again and final, once', async () => {
    const { f, kit } = fixture
    const { inviter, invitee, before } = await kit.inviterAndInvitee(1, 2)
    expect(before.records).toEqual([])
    const order = await insertCard(f, { owner: testAccount(2).address, status: 'new' })

    // Credited (one confirmation more): the order is activated, the inviter not rewarded yet.
    await kit.pay(2, order.address, 5n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, order.id)).status).toBe('application_required')
    expect(await kit.inviterView(inviter)).toEqual(before)

    // A reorg takes the transfer away before it is final: the order waits again, and no reward is left.
    await f.testClient.request({ method: 'anvil_reorg', params: [3, []] } as never)
    await f.runtime.tick()
    expect(await cardMoney(f, order.id)).toMatchObject({ status: 'pending', pendingMicro: 0n })
    await mine(f, SANDBOX_FINALITY_DEPTH + 2)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await kit.inviterView(inviter)).toEqual(before)
    expect(await kit.rewardedAt(invitee)).toEqual([{ referral_rewarded_at: null }])

    // Paid again: activated at the credit, rewarded once its block is final, and only once.
    await kit.pay(2, order.address, 5n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, order.id)).status).toBe('application_required')
    expect(await kit.inviterView(inviter)).toEqual(before)
    await mine(f, SANDBOX_FINALITY_DEPTH)
    await f.runtime.tick()
    expect(await kit.inviterView(inviter)).toEqual({
      leftCount: before.leftCount + 1,
      availableCount: before.availableCount + 1,
      records: ['referral'],
    })
    await mine(f, 2)
    await f.runtime.tick()
    await f.runtime.tick()
    expect((await kit.inviterView(inviter)).records).toEqual(['referral'])
  })

  it('an activation already final but not rewarded (a pass failed in between) is found by a later pass, rewarded once', async () => {
    const { f, kit } = fixture
    const { inviter, before, order } = await kit.activatedOrder(3, 4)
    await kit.finalWithoutReward(order.id)
    await f.runtime.tick()
    const rewarded = {
      leftCount: before.leftCount + 1,
      availableCount: before.availableCount + 1,
      records: ['referral'],
    }
    expect(await kit.inviterView(inviter)).toEqual(rewarded)
    await mine(f, SANDBOX_FINALITY_DEPTH + 1)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await kit.inviterView(inviter)).toEqual(rewarded)
  })
})
