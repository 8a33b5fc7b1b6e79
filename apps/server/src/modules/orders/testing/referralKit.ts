import { erc20NoReturnAbi } from '@chaincard/devchain'
import { type SQL, sql } from 'drizzle-orm'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  cardMoney,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../../db/rowsOf'

type SignedIn = Awaited<ReturnType<typeof signInAccount>>

/**
 * An inviter, an invitee who activates with the inviter's code, the invitee's order paid on the fixture's chain:
 * the steps the tests of the referral reward at finality share, on one payments fixture.
 */
function referralKit(f: PaymentsFixture) {
  async function rows<T>(query: SQL): Promise<T[]> {
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

  /** What the inviter sees of the reward: cards left, invitation uses left, reward records. */
  async function inviterView(user: SignedIn) {
    const cards = await f.app.inject({ method: 'GET', url: '/api/card', headers: user.headers })
    const invitation = await f.app.inject({
      method: 'GET',
      url: '/api/user/invitation',
      headers: user.headers,
    })
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
      data: encodeFunctionData({
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [to, amount],
      }) as Hex,
      gas: 100_000n,
    })
    const raw = await w.signTransaction(request as Parameters<typeof w.signTransaction>[0])
    await w.waitForTransactionReceipt({ hash: await w.sendRawTransaction({ serializedTransaction: raw }) })
  }

  /** An inviter signed in and activated, an invitee activated with the inviter's code: the inviter's view before. */
  async function inviterAndInvitee(inviterAccount: number, inviteeAccount: number) {
    const inviter = await signInAccount(f, inviterAccount)
    await activate(inviter, 'WELCOME')
    const { code } = (
      await f.app.inject({ method: 'GET', url: '/api/user/invitation', headers: inviter.headers })
    ).json()
    const invitee = await signInAccount(f, inviteeAccount)
    await activate(invitee, code)
    const before = await inviterView(inviter)
    return { inviter, invitee, before }
  }

  /** The invitee's order paid and credited (activated), the inviter not rewarded yet. */
  async function activatedOrder(inviterAccount: number, inviteeAccount: number) {
    const { inviter, invitee, before } = await inviterAndInvitee(inviterAccount, inviteeAccount)
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

  /** When the invitee's activation rewarded its inviter (null: not yet). */
  async function rewardedAt(invitee: SignedIn) {
    return rows<{ referral_rewarded_at: Date | null }>(
      sql`SELECT referral_rewarded_at FROM user_activations WHERE address = ${invitee.address.toLowerCase()}`,
    )
  }

  return { activate, inviterView, pay, inviterAndInvitee, activatedOrder, finalWithoutReward, rewardedAt }
}

export type ReferralKit = ReturnType<typeof referralKit>

/**
 * A payments fixture for the file, its jobs stopped (the tests drive every pass themselves), with its referral
 * kit: read `fixture.f` and `fixture.kit` inside the tests, once `beforeAll` has opened them.
 */
export function referralFixture(): { readonly f: PaymentsFixture; readonly kit: ReferralKit } {
  let f: PaymentsFixture | undefined
  let kit: ReferralKit | undefined
  beforeAll(async () => {
    f = await createPaymentsFixture()
    await f.runtime.jobs.stop()
    kit = referralKit(f)
  }, 120_000)
  afterAll(async () => {
    await f?.close()
  })
  return {
    get f() {
      if (!f) throw new Error('the payments fixture is opened in beforeAll')
      return f
    },
    get kit() {
      if (!kit) throw new Error('the payments fixture is opened in beforeAll')
      return kit
    },
  }
}
