import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rewardFinalActivations } from '../../flows/rewardFinalActivations'
import { referralFixture } from './testing/referralKit'

// The referral reward locks the invitee's card before it reads whether the card is still activated: a reversal
// of the activating credit that holds the card (as handleReorgedPayment does) is waited for, and a reward that
// reads after it grants nothing. Waiting on another transaction's row lock takes a second connection, which
// PGlite (one session) does not have: this file runs only in the PostgreSQL pass (vitest.config.ts).
const fixture = referralFixture()

describe('the referral reward of an activation', () => {
  it('locks the card: a reversal holding the card is waited for, and then nothing is granted', async () => {
    const { f, kit } = fixture
    const { inviter, invitee, before, order } = await kit.activatedOrder(5, 6)
    await kit.finalWithoutReward(order.id)
    const db = f.db.database.db
    let rewardDone = false
    let reward: Promise<number> | undefined
    await db.transaction(async (hold) => {
      // A reversal of the activating credit in progress: it holds the card's row (as handleReorgedPayment).
      await hold.execute(sql`SELECT id FROM cards WHERE id = ${order.id} FOR UPDATE`)
      reward = db
        .transaction((tx) => rewardFinalActivations(tx, [order.id], new Date()))
        .finally(() => {
          rewardDone = true
        })
      await new Promise((r) => setTimeout(r, 300))
      expect(rewardDone).toBe(false)
      await hold.execute(sql`UPDATE cards SET status = 'pending', paid_at = NULL WHERE id = ${order.id}`)
    })
    expect(await reward).toBe(0)
    expect(await kit.inviterView(inviter)).toEqual(before)
    expect(await kit.rewardedAt(invitee)).toEqual([{ referral_rewarded_at: null }])
  })
})
