import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { SANDBOX_FINALITY_DEPTH } from '../../config/sandboxChain'
import { rowsOf } from '../../db/rowsOf'
import { rewardFinalActivations } from '../../flows/rewardFinalActivations'

// The referral reward an invitee's activation earns its inviter (one more free card, one more use of
// the code) waits until the money that activated the order is final. A reorg that reverses that credit before
// then sends the order back to waiting and leaves no reward behind; paid again and final, the inviter is
// rewarded once. (It used to be granted at the credit, and stayed after the reorg.)
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test drives every pass itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

type SignedIn = Awaited<ReturnType<typeof signInAccount>>

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await f.db.database.db.execute(query))
}

async function activate(user: SignedIn, code: string) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/user/activate',
    headers: user.headers,
    payload: { code },
  })
  expect(res.statusCode, res.body).toBe(204)
}

async function inviterView(user: SignedIn) {
  const cards = await f.app.inject({ method: 'GET', url: '/api/card', headers: user.headers })
  const invitation = await f.app.inject({ method: 'GET', url: '/api/user/invitation', headers: user.headers })
  const records = await f.app.inject({ method: 'GET', url: '/api/reward/record', headers: user.headers })
  return {
    leftCount: cards.json().leftCount as number,
    availableCount: invitation.json().availableCount as number,
    records: (records.json().items as { type: string }[]).map((r) => r.type),
  }
}

/** A USDT transfer signed now and sent (mined at once). */
async function pay(from: number, to: Address, amount: bigint): Promise<void> {
  const w = f.wallet(from)
  const request = await w.prepareTransactionRequest({
    to: f.usdt,
    data: encodeFunctionData({ abi: erc20NoReturnAbi, functionName: 'transfer', args: [to, amount] }) as Hex,
    gas: 100_000n,
  })
  const raw = await w.signTransaction(request as Parameters<typeof w.signTransaction>[0])
  await w.waitForTransactionReceipt({ hash: await w.sendRawTransaction({ serializedTransaction: raw }) })
}

describe('the referral reward of an activation', () => {
  it('waits for the activating credit to be final: a reorg before then leaves none; paid again and final, once', async () => {
    const inviter = await signInAccount(f, 1)
    await activate(inviter, 'WELCOME')
    const { code } = (
      await f.app.inject({ method: 'GET', url: '/api/user/invitation', headers: inviter.headers })
    ).json()
    const invitee = await signInAccount(f, 2)
    await activate(invitee, code)
    const before = await inviterView(inviter)
    expect(before.records).toEqual([])
    const order = await insertCard(f, { owner: testAccount(2).address, status: 'new' })

    // Credited (one confirmation more): the order is activated, the inviter not rewarded yet.
    await pay(2, order.address, 5n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, order.id)).status).toBe('application_required')
    expect(await inviterView(inviter)).toEqual(before)

    // A reorg takes the transfer away before it is final: the order waits again, and no reward is left.
    await f.testClient.request({ method: 'anvil_reorg', params: [3, []] } as never)
    await f.runtime.tick()
    expect(await cardMoney(f, order.id)).toMatchObject({ status: 'pending', pendingMicro: 0n })
    await mine(f, SANDBOX_FINALITY_DEPTH + 2)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await inviterView(inviter)).toEqual(before)
    expect(
      await rows(
        sql`SELECT referral_rewarded_at FROM user_activations WHERE address = ${invitee.address.toLowerCase()}`,
      ),
    ).toEqual([{ referral_rewarded_at: null }])

    // Paid again: activated at the credit, rewarded once its block is final, and only once.
    await pay(2, order.address, 5n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, order.id)).status).toBe('application_required')
    expect(await inviterView(inviter)).toEqual(before)
    await mine(f, SANDBOX_FINALITY_DEPTH)
    await f.runtime.tick()
    expect(await inviterView(inviter)).toEqual({
      leftCount: before.leftCount + 1,
      availableCount: before.availableCount + 1,
      records: ['referral'],
    })
    await mine(f, 2)
    await f.runtime.tick()
    await f.runtime.tick()
    expect((await inviterView(inviter)).records).toEqual(['referral'])
  })

  /** An inviter, an invitee who activated with the inviter's code, and the invitee's order paid and credited. */
  async function activatedOrder(inviterAccount: number, inviteeAccount: number) {
    const inviter = await signInAccount(f, inviterAccount)
    await activate(inviter, 'WELCOME')
    const { code } = (
      await f.app.inject({ method: 'GET', url: '/api/user/invitation', headers: inviter.headers })
    ).json()
    const invitee = await signInAccount(f, inviteeAccount)
    await activate(invitee, code)
    const before = await inviterView(inviter)
    const order = await insertCard(f, { owner: testAccount(inviteeAccount).address, status: 'new' })
    await pay(inviteeAccount, order.address, 5n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, order.id)).status).toBe('application_required')
    expect(await inviterView(inviter)).toEqual(before)
    return { inviter, invitee, order, before }
  }

  /** The order's credits marked final with no reward granted: what a pass that failed in between leaves. */
  async function finalWithoutReward(cardId: string) {
    await rows(sql`UPDATE payment_credits SET final_at = now() WHERE card_id = ${cardId}`)
    await rows(sql`UPDATE card_credits SET final_at = now() WHERE card_id = ${cardId}`)
  }

  it('an activation already final but not rewarded (a pass failed in between) is found by a later pass, rewarded once', async () => {
    const { inviter, before, order } = await activatedOrder(3, 4)
    await finalWithoutReward(order.id)
    await f.runtime.tick()
    const rewarded = {
      leftCount: before.leftCount + 1,
      availableCount: before.availableCount + 1,
      records: ['referral'],
    }
    expect(await inviterView(inviter)).toEqual(rewarded)
    await mine(f, SANDBOX_FINALITY_DEPTH + 1)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await inviterView(inviter)).toEqual(rewarded)
  })

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'the reward locks the card: a reversal holding the card is waited for, and then nothing is granted',
    async () => {
      const { inviter, invitee, before, order } = await activatedOrder(5, 6)
      await finalWithoutReward(order.id)
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
      expect(await inviterView(inviter)).toEqual(before)
      expect(
        await rows(
          sql`SELECT referral_rewarded_at FROM user_activations WHERE address = ${invitee.address.toLowerCase()}`,
        ),
      ).toEqual([{ referral_rewarded_at: null }])
    },
  )
})
