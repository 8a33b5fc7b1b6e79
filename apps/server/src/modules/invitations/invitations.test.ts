import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { grantReferralReward } from '../../flows/grantReferralReward'
import { type CardsKit, createCardsKit, USD } from '../cards/test/cardsKit'
import { onFirstPaymentConfirmed } from '../payments/orderPayment/onFirstPaymentConfirmed'
import { getRewardBalance } from '../rewards/getRewardBalance'

let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

describe('invitation codes', () => {
  it('unknown and malformed codes are invalid_code; WELCOME is unlimited', async () => {
    const user = await kit.signIn(1)
    for (const code of ['NOPE2345XY', 'WELCOM', '']) {
      const res = await user.api.get(`/invitation/check?code=${code}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_code' })
    }
    expect((await user.api.get('/invitation/check?code=WeLcOmE')).json()).toEqual({ valid: true })
    const invitation = await user.api.get('/user/invitation')
    expect(invitation.statusCode).toBe(409)
  })

  it('a code longer than any code is code_too_long, with the invalid-code phrase, and activates nothing', async () => {
    const user = await kit.signIn(30)
    const long = 'W'.repeat(200)
    const check = await user.api.get(`/invitation/check?code=${long}`)
    expect(check.statusCode).toBe(400)
    expect(check.json()).toEqual({
      code: 'code_too_long',
      message: 'invalid code: an invitation code has at most 32 characters',
    })
    const activate = await user.api.post('/user/activate', { code: `${'A'.repeat(33)}` })
    expect(activate.statusCode).toBe(400)
    expect(activate.json()).toMatchObject({ code: 'code_too_long' })
    expect((await user.api.get('/state')).json()).toEqual({ active: false })
    // 32 characters is a length a code can have: an unknown one of it is invalid_code.
    const longest = await user.api.get(`/invitation/check?code=${'A'.repeat(32)}`)
    expect(longest.json()).toMatchObject({ code: 'invalid_code' })
  })

  it("two activations racing for a code's last use: one wins, one gets reach_limit and changes nothing", async () => {
    const inviter = await kit.activeUser(2)
    const { code, availableCount } = (await inviter.api.get('/user/invitation')).json()
    expect(availableCount).toBe(1)
    const a = await kit.signIn(3)
    const b = await kit.signIn(4)
    const results = await Promise.all([
      a.api.post('/user/activate', { code: code.toLowerCase() }),
      b.api.post('/user/activate', { code: `  ${code} ` }),
    ])
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([204, 400])
    const loser = results.find((r) => r.statusCode === 400)!
    expect(loser.json()).toMatchObject({ code: 'reach_limit' })
    expect(loser.json().message).toContain('reach limit')
    const states = await Promise.all([a.api.get('/state'), b.api.get('/state')])
    expect(states.map((s) => s.json().active).sort()).toEqual([false, true])
    expect((await inviter.api.get('/user/invitation')).json().availableCount).toBe(0)
    const row = await kit.db.execute(sql`SELECT uses_count FROM invitation_codes WHERE code = ${code}`)
    expect(rowsOf<{ uses_count: number }>(row)[0]!.uses_count).toBe(1)
    // The check now reports the limit too.
    const late = await kit.signIn(5)
    expect((await late.api.get(`/invitation/check?code=${code}`)).json()).toMatchObject({
      code: 'reach_limit',
    })
  })

  it("an invitee's activation rewards the inviter once: one more free card, one more use, a referral record", async () => {
    const inviter = await kit.activeUser(6)
    const { code } = (await inviter.api.get('/user/invitation')).json()
    // The inviter spends their free card.
    await kit.activeCard(inviter)
    expect((await inviter.api.get('/card')).json().leftCount).toBe(0)

    const invitee = await kit.signIn(7)
    expect((await invitee.api.post('/user/activate', { code })).statusCode).toBe(204)
    const first = await kit.order(invitee)
    const firstResult = await kit.db.transaction((tx) =>
      onFirstPaymentConfirmed(tx, first, kit.t.clock.now()),
    )
    expect(firstResult).toEqual({ changed: true, status: 'application_required' })
    // The activation itself rewards nobody yet: the reward waits for its money to be final (// rewardFinalActivations; orders/referralAtFinality.test.ts drives it on a real chain).
    expect((await inviter.api.get('/card')).json().leftCount).toBe(0)
    const grant = () => kit.db.transaction((tx) => grantReferralReward(tx, invitee.lower, kit.t.clock.now()))
    expect(await grant()).toEqual({ granted: true, inviter: inviter.lower })
    // Granted again (a repeated or concurrent finality): nothing more.
    expect(await grant()).toEqual({ granted: false })
    expect(await kit.db.transaction((tx) => onFirstPaymentConfirmed(tx, first, kit.t.clock.now()))).toEqual({
      changed: false,
    })
    expect((await inviter.api.get('/card')).json().leftCount).toBe(1)
    expect((await inviter.api.get('/user/invitation')).json().availableCount).toBe(1)
    const records = await kit.db.execute(
      sql`SELECT type, amount_micro::text AS amount FROM reward_records WHERE address = ${inviter.lower}`,
    )
    expect(rowsOf<unknown>(records)).toEqual([{ type: 'referral', amount: '0' }])
    expect(await getRewardBalance(kit.db, inviter.lower)).toBe(0n)
    // The reward history says what the referral gave (it read "+0.00 USD").
    const history = (await inviter.api.get('/reward/record')).json()
    expect(history).toEqual({
      items: [
        {
          at: kit.t.clock.now().toISOString(),
          type: 'referral',
          amount: '0.00',
          grant: { freeCards: 1, invitationUses: 1 },
        },
      ],
      total: 1,
    })

    // A second order of the same invitee (after a referral-granted free card) rewards nothing more.
    await kit.db.execute(sql`UPDATE cards SET status = 'active' WHERE id = ${first}`)
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${invitee.lower}`,
    )
    const second = await kit.order(invitee)
    await kit.db.transaction((tx) => onFirstPaymentConfirmed(tx, second, kit.t.clock.now()))
    expect(await grant()).toEqual({ granted: false })
    expect((await inviter.api.get('/card')).json().leftCount).toBe(1)
  })

  it('a referral to an unlimited code grants a free card and no use, and the history says so', async () => {
    const inviter = await kit.activeUser(12)
    const { code } = (await inviter.api.get('/user/invitation')).json()
    await kit.db.execute(
      sql`UPDATE invitation_codes SET uses_limit = NULL WHERE owner_address = ${inviter.lower}`,
    )
    const invitee = await kit.signIn(13)
    expect((await invitee.api.post('/user/activate', { code })).statusCode).toBe(204)
    const order = await kit.order(invitee)
    await kit.db.transaction(async (tx) => {
      await onFirstPaymentConfirmed(tx, order, kit.t.clock.now())
      await grantReferralReward(tx, invitee.lower, kit.t.clock.now())
    })
    const [item] = (await inviter.api.get('/reward/record')).json().items
    expect(item).toMatchObject({
      type: 'referral',
      amount: '0.00',
      grant: { freeCards: 1, invitationUses: 0 },
    })
  })

  it("a code gains one use per 1,000 USD of its owner's credited top-ups", async () => {
    const owner = await kit.activeUser(8)
    const { code } = (await owner.api.get('/user/invitation')).json()
    const { id } = await kit.activeCard(owner, 0n)
    expect((await owner.api.get('/user/invitation')).json().availableCount).toBe(1)
    await kit.fund(id, 1_000n * USD)
    expect((await owner.api.get('/user/invitation')).json().availableCount).toBe(2)
    const a = await kit.signIn(9)
    expect((await a.api.post('/user/activate', { code })).statusCode).toBe(204)
    expect((await owner.api.get('/user/invitation')).json().availableCount).toBe(1)
  })

  it('operators create root codes with a number of uses', async () => {
    const res = await kit.admin.post('/admin/invitations', { uses: 1 })
    expect(res.statusCode).toBe(200)
    const { code } = res.json()
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    const user = await kit.signIn(10)
    expect((await user.api.post('/user/activate', { code })).statusCode).toBe(204)
    const other = await kit.signIn(11)
    expect((await other.api.post('/user/activate', { code })).json()).toMatchObject({ code: 'reach_limit' })
    const unlimited = (await kit.admin.post('/admin/invitations', {})).json().code
    expect((await other.api.post('/user/activate', { code: unlimited })).statusCode).toBe(204)
  })
})
