import { parseUsd } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { creditRebate } from '../../flows/creditRebate'
import { paymentsRuntimeOf } from '../../jobs/depositPipeline'
import { settlePendingTopups } from '../../ledger'
import { postLedgerEntry } from '../../ledger/postLedgerEntry'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { getRewardBalance } from './getRewardBalance'

// Acceptance: reward balance, history and options over HTTP; redemption onto a card's pending
// top-up (refusals change nothing, concurrent redemptions cannot overdraw, blocked users are refused).
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
  // Pending top-ups stay pending until a test settles them (no background settlement sweep).
  await paymentsRuntimeOf(kit.app).jobs.stop()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

let account = 30

async function userWithCard(): Promise<{ user: KitUser; cardId: string }> {
  const user = await kit.activeUser(account++)
  const { id } = await kit.activeCard(user)
  return { user, cardId: id }
}

async function grant(user: KitUser, amount: string) {
  const res = await kit.admin.post('/admin/rewards/adjust', { address: user.address, amount, reason: 'test' })
  expect(res.statusCode, res.body).toBe(204)
}

async function extraCard(user: KitUser): Promise<string> {
  await kit.db.execute(
    sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
  )
  return (await kit.activeCard(user)).id
}

const redeem = (user: KitUser, cardId: string, amount: unknown) =>
  user.api.post(`/card/${cardId}/topup/redeem`, { amount })

async function pendingOf(user: KitUser, cardId: string): Promise<string> {
  return (await user.api.get(`/card/${cardId}`)).json<{ pendingTopup: string }>().pendingTopup
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const result = await kit.db.execute(query)
  return rowsOf<{ n: number }>(result)[0]!.n
}

describe('reward reads', () => {
  it('options, balance and an empty history for a new user; 401 without a session', async () => {
    const user = await kit.activeUser(account++)
    expect((await user.api.get('/reward/redeemable-option')).json()).toEqual({
      options: ['10.00', '20.00', '50.00', '100.00'],
    })
    expect((await user.api.get('/reward/balance')).json()).toEqual({ rewardBalance: '0.00' })
    expect((await user.api.get('/reward/record')).json()).toEqual({ items: [], total: 0 })
    expect((await user.api.get('/user/invitation')).json()).toMatchObject({
      rewardBalance: '0.00',
      redemptionEnable: false,
    })
    for (const url of ['/reward/balance', '/reward/record', '/reward/redeemable-option']) {
      expect((await kit.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401)
    }
  })

  it('history is newest first and paged; another user sees none of it', async () => {
    const user = await kit.activeUser(account++)
    const other = await kit.activeUser(account++)
    for (const amount of ['1.00', '2.00', '3.00', '4.00', '5.00']) {
      kit.t.clock.advance(1_000)
      await grant(user, amount)
    }
    await grant(user, '-0.50')
    const first = (await user.api.get('/reward/record?skip=0&limit=4')).json()
    expect(first.total).toBe(6)
    expect(first.items.map((i: { amount: string }) => i.amount)).toEqual(['-0.50', '5.00', '4.00', '3.00'])
    expect(first.items[0].type).toBe('adjustment')
    const second = (await user.api.get('/reward/record?skip=4&limit=4')).json()
    expect(second).toMatchObject({ total: 6 })
    expect(second.items.map((i: { amount: string }) => i.amount)).toEqual(['2.00', '1.00'])
    expect((await user.api.get('/reward/balance')).json()).toEqual({ rewardBalance: '14.50' })
    expect((await other.api.get('/reward/record')).json()).toEqual({ items: [], total: 0 })
    for (const query of ['limit=0', 'limit=101', 'skip=-1', 'limit=abc']) {
      const res = await user.api.get(`/reward/record?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })
})

describe('POST /card/:id/topup/redeem', () => {
  it('moves the amount from the reward balance to the pending top-up, visible in both histories', async () => {
    const { user, cardId } = await userWithCard()
    await grant(user, '35.00')
    expect((await user.api.get('/user/invitation')).json()).toMatchObject({
      rewardBalance: '35.00',
      redemptionEnable: true,
    })
    expect(await pendingOf(user, cardId)).toBe('0.00')

    const res = await redeem(user, cardId, '20')
    expect(res.statusCode, res.body).toBe(204)
    expect((await user.api.get('/reward/balance')).json()).toEqual({ rewardBalance: '15.00' })
    expect(await pendingOf(user, cardId)).toBe('20.00')
    const history = (await user.api.get('/reward/record')).json()
    expect(history.total).toBe(2)
    expect(history.items[0]).toMatchObject({ type: 'redeem', amount: '-20.00' })
    expect(history.items[1]).toMatchObject({ type: 'adjustment', amount: '35.00' })
    const ledger = await kit.db.execute(
      sql`SELECT pending_delta::text AS p, balance_delta::text AS b FROM card_ledger WHERE card_id = ${cardId} AND kind = 'redeem'`,
    )
    expect(rowsOf<unknown>(ledger)).toEqual([{ p: '20000000', b: '0' }])

    // The settlement moves it into the balance like any top-up.
    const before = (await user.api.get(`/card/${cardId}`)).json<{ balance: string }>().balance
    await settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate })
    const card = (await user.api.get(`/card/${cardId}`)).json<{ balance: string; pendingTopup: string }>()
    expect(card.pendingTopup).toBe('0.00')
    expect(parseUsd(card.balance) - parseUsd(before)).toBe(20n * USD)
  })

  it('any amount of cents up to the balance: the 2.50 the fixed options stranded', async () => {
    const { user, cardId } = await userWithCard()
    await grant(user, '12.50')
    expect((await user.api.get('/user/invitation')).json().redemptionEnable).toBe(true)
    expect((await redeem(user, cardId, '10.00')).statusCode).toBe(204)
    // 2.50 left: below every quick pick, still redeemable, still enabled.
    expect((await user.api.get('/user/invitation')).json()).toMatchObject({
      rewardBalance: '2.50',
      redemptionEnable: true,
    })
    expect((await redeem(user, cardId, '2.5')).statusCode).toBe(204)
    expect(await getRewardBalance(kit.db, user.lower)).toBe(0n)
    expect(await pendingOf(user, cardId)).toBe('12.50')
    expect((await user.api.get('/user/invitation')).json().redemptionEnable).toBe(false)
    await grant(user, '0.01')
    expect((await redeem(user, cardId, '0.01')).statusCode).toBe(204)
  })

  it('refuses, changing nothing: below a cent, above the balance, bad bodies, not the caller card', async () => {
    const { user, cardId } = await userWithCard()
    const { cardId: othersCard } = await userWithCard()
    await grant(user, '30.00')
    const before = await kit.snapshot()

    const above = await redeem(user, cardId, '30.01')
    expect(above.statusCode).toBe(409)
    expect(above.json()).toMatchObject({ code: 'insufficient_rewards' })
    expect(above.json().message).toContain('invalid action')
    expect(above.json().message).toContain('30.00')

    for (const body of [{}, { amount: 10 }, { amount: '-10.00' }, { amount: '0' }, { amount: '10.001' }]) {
      const res = await user.api.post(`/card/${cardId}/topup/redeem`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const extra = await user.api.post(`/card/${cardId}/topup/redeem`, { amount: '10.00', card: cardId })
    expect(extra.statusCode).toBe(400)

    expect((await redeem(user, othersCard, '10.00')).statusCode).toBe(404)
    const unknownId = `${cardId.slice(0, -1)}${cardId.endsWith('2') ? '3' : '2'}`
    expect((await redeem(user, unknownId, '10.00')).statusCode).toBe(404)
    const anonymous = await kit.app.inject({
      method: 'POST',
      url: `/api/card/${cardId}/topup/redeem`,
      payload: { amount: '10.00' },
    })
    expect(anonymous.statusCode).toBe(401)

    expect(await kit.snapshot()).toBe(before)
    expect(await getRewardBalance(kit.db, user.lower)).toBe(30n * USD)
  })

  it('only cards that may top up: not orders, suspended or expired cards, nor over the card maximum', async () => {
    const { user, cardId } = await userWithCard()
    await grant(user, '200.00')
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
    )
    const order = await kit.order(user)
    const before = await kit.snapshot()

    const onOrder = await redeem(user, order, '10.00')
    expect(onOrder.statusCode).toBe(409)
    expect(onOrder.json().code).toBe('invalid_action')

    // Room under the classic maximum: balance upper - balance - pending.
    await kit.db.execute(
      sql`UPDATE cards SET balance_upper_micro = balance_micro + 50000000 WHERE id = ${cardId}`,
    )
    const over = await redeem(user, cardId, '100.00')
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ code: 'over_card_maximum' })
    expect(over.json().message).toContain('at most 50.00')

    await kit.db.execute(sql`UPDATE cards SET status = 'suspended' WHERE id = ${cardId}`)
    const suspended = await redeem(user, cardId, '10.00')
    expect(suspended.statusCode).toBe(409)
    expect(suspended.json().code).toBe('topup_disabled')

    await kit.db.execute(
      sql`UPDATE cards SET status = 'active', expires_at = ${new Date(kit.t.clock.now().getTime() - 1).toISOString()}::timestamptz WHERE id = ${cardId}`,
    )
    const expired = await redeem(user, cardId, '10.00')
    expect(expired.statusCode).toBe(409)
    expect(expired.json().code).toBe('topup_disabled')

    await kit.db.execute(sql`UPDATE cards SET expires_at = NULL, topup_disabled = true WHERE id = ${cardId}`)
    expect((await redeem(user, cardId, '10.00')).json().code).toBe('topup_disabled')

    expect(await getRewardBalance(kit.db, user.lower)).toBe(200n * USD)
    await kit.db.execute(sql`UPDATE cards SET topup_disabled = false WHERE id = ${cardId}`)
    expect((await redeem(user, cardId, '50.00')).statusCode).toBe(204)
    expect(before).not.toBe(await kit.snapshot())
  })

  it('blocked users are refused (invalid_action); blacklisted users may redeem (SPEC 5)', async () => {
    const { user, cardId } = await userWithCard()
    await grant(user, '20.00')
    const setState = async (state: string) =>
      expect((await kit.admin.put(`/admin/users/${user.address}/state`, { state })).statusCode).toBe(204)

    await setState('blocked')
    const before = await kit.snapshot()
    const blocked = await redeem(user, cardId, '10.00')
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json().code).toBe('invalid_action')
    expect(await kit.snapshot()).toBe(before)

    // Blacklist disables crypto top-ups only: rewards still top the card up.
    await setState('blacklist')
    expect((await user.api.get(`/card/${cardId}`)).json().topupDisabled).toBe(false)
    const blacklisted = await redeem(user, cardId, '10.00')
    expect(blacklisted.statusCode, blacklisted.body).toBe(204)
    expect((await user.api.get('/reward/balance')).json()).toEqual({ rewardBalance: '10.00' })
    expect((await user.api.get(`/card/${cardId}/topup?currency=usdt`)).json().code).toBe('topup_disabled')

    await setState('normal')
    expect((await redeem(user, cardId, '10.00')).statusCode).toBe(204)
    expect((await user.api.get('/reward/balance')).json()).toEqual({ rewardBalance: '0.00' })
  })

  it('two concurrent redemptions of the whole balance: one succeeds, nothing is overdrawn', async () => {
    const { user, cardId } = await userWithCard()
    const second = await extraCard(user)
    await grant(user, '50.00')

    // Same card, then two cards, then a redemption racing an operator withdrawal of the whole balance.
    const same = await Promise.all([redeem(user, cardId, '50.00'), redeem(user, cardId, '50.00')])
    expect(same.map((r) => r.statusCode).sort()).toEqual([204, 409])
    expect(await getRewardBalance(kit.db, user.lower)).toBe(0n)

    await grant(user, '100.00')
    const two = await Promise.all([redeem(user, cardId, '100.00'), redeem(user, second, '100.00')])
    expect(two.map((r) => r.statusCode).sort()).toEqual([204, 409])
    expect(await getRewardBalance(kit.db, user.lower)).toBe(0n)

    await grant(user, '20.00')
    const raced = await Promise.all([
      redeem(user, second, '20.00'),
      kit.admin.post('/admin/rewards/adjust', { address: user.address, amount: '-20.00', reason: 'race' }),
    ])
    expect(raced.map((r) => r.statusCode).sort()).toEqual([204, 409])
    expect(await getRewardBalance(kit.db, user.lower)).toBe(0n)

    // Pending credited exactly what was debited.
    const redeemed = await countRows(
      sql`SELECT coalesce(-sum(amount_micro) / 1000000, 0)::int AS n FROM reward_records WHERE address = ${user.lower} AND type = 'redeem'`,
    )
    const credited = await countRows(
      sql`SELECT coalesce(sum(l.pending_delta) / 1000000, 0)::int AS n FROM card_ledger l JOIN cards c ON c.id = l.card_id
          WHERE c.owner_address = ${user.lower} AND l.kind = 'redeem'`,
    )
    expect(credited).toBe(redeemed)
    expect([150, 170]).toContain(redeemed)
  })

  it('many concurrent small redemptions never take the balance below zero', async () => {
    const { user, cardId } = await userWithCard()
    await grant(user, '55.00')
    const results = await Promise.all(Array.from({ length: 8 }, () => redeem(user, cardId, '10.00')))
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(5)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3)
    expect(await getRewardBalance(kit.db, user.lower)).toBe(5n * USD)
    expect(await pendingOf(user, cardId)).toBe('50.00')
  })

  it('a redemption racing the settlement that pays a rebate: both land, no deadlock, sums agree', async () => {
    const start = kit.t.clock.now()
    const { user, cardId } = await userWithCard()
    await kit.fund(cardId, 1_000n * USD) // this month's volume: level 1 next month
    kit.t.clock.set(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 2)))
    const again = await kit.signIn(account - 1)
    expect((await again.api.get('/user/membership')).json()).toMatchObject({ level: 1, rebate: '0.002' })
    await grant(again, '100.00')
    for (let round = 0; round < 3; round++) {
      await postLedgerEntry(kit.db, {
        cardId,
        kind: 'topup_credit',
        pendingDelta: 10n * USD,
        balanceDelta: 0n,
        ref: `race-${cardId}-${round}`,
        at: kit.t.clock.now(),
      })
      const [, res] = await Promise.all([
        settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate }),
        redeem(again, cardId, '20.00'),
      ])
      expect(res.statusCode, res.body).toBe(204)
    }
    await settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate })
    // 100 - 3 x 20 + 0.2 % of every settled micro-dollar (3 x 10 top-ups and 3 x 20 redeemed).
    const rebates = await countRows(
      sql`SELECT coalesce(sum(amount_micro), 0)::int AS n FROM reward_records WHERE address = ${user.lower} AND type = 'rebate'`,
    )
    expect(rebates).toBe(180_000)
    expect(await getRewardBalance(kit.db, user.lower)).toBe(40n * USD + 180_000n)
    expect(await pendingOf(again, cardId)).toBe('0.00')
  })
})
