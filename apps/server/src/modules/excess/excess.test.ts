import { randomUUID } from 'node:crypto'
import { parseUsd } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { paymentsRuntimeOf } from '../../jobs/depositPipeline'
import { postLedgerEntry, settleCard } from '../../ledger'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'

// Acceptance: money over a card's maximum has a way out, through the real app on a real database
// (PGlite, and PostgreSQL when DATABASE_URL is set): the pending view, one ledger transfer exactly once
// (double and concurrent submits), every refusal changing nothing, and the refund through the exceptions table.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
  // Pending money stays pending until a test settles it (no background settlement sweep).
  await paymentsRuntimeOf(kit.app).jobs.stop()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

let account = 60
let refs = 0

/** A user with an active classic card (3,000 maximum) holding 52 USD (first payment 2, then 50). */
async function userWithCard(): Promise<{ user: KitUser; cardId: string }> {
  const user = await kit.activeUser(account++)
  const { id } = await kit.activeCard(user)
  return { user, cardId: id }
}

async function secondCard(user: KitUser, balance = 50n * USD): Promise<string> {
  await kit.db.execute(
    sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
  )
  return (await kit.activeCard(user, balance)).id
}

/** A deposit credited into the card's pending top-up, as the payments module does, final or not yet. */
async function deposit(cardId: string, amount: bigint, { final = true } = {}): Promise<void> {
  await kit.db.transaction((tx) =>
    postLedgerEntry(tx, {
      cardId,
      kind: 'topup_credit',
      pendingDelta: amount,
      balanceDelta: 0n,
      ref: `excess-test-${++refs}`,
      at: kit.t.clock.now(),
      finalAt: final ? kit.t.clock.now() : null,
    }),
  )
}

const settle = (cardId: string) =>
  kit.db.transaction((tx) =>
    settleCard(tx, { cardId, now: kit.t.clock.now(), matureBefore: kit.t.clock.now() }),
  )

type CardMoney = { balance: string; pendingTopup: string }
const money = async (user: KitUser, cardId: string): Promise<CardMoney> => {
  const { balance, pendingTopup } = (await user.api.get(`/card/${cardId}`)).json<CardMoney>()
  return { balance, pendingTopup }
}

const transfer = (user: KitUser, from: string, body: Record<string, unknown>) =>
  user.api.post(`/card/${from}/pending-topup/transfer`, body)

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await kit.db.execute(query)
  return Number(rowsOf<{ n: number | string }>(result)[0]!.n)
}

/** Everything a refused request must leave alone: cards, ledger, credits, exceptions. */
async function state(): Promise<string> {
  const credits = await kit.db.execute(sql`SELECT json_agg(c ORDER BY c.ref)::text AS s FROM card_credits c`)
  const exceptions = await count(sql`SELECT count(*) AS n FROM deposit_exceptions`)
  return `${await kit.snapshot()}|${rowsOf<{ s: string }>(credits)[0]!.s}|${exceptions}`
}

describe('GET /card/{id}/pending-topup', () => {
  it('5,000 sent to a 3,000 card: what fits and when, what is over the maximum and movable', async () => {
    const { user, cardId } = await userWithCard()
    const empty = await user.api.get(`/card/${cardId}/pending-topup`)
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json()).toMatchObject({
      pendingTopup: '0.00',
      overMaximum: '0.00',
      spendableAt: null,
      credits: [],
    })

    await deposit(cardId, 5_000n * USD)
    const view = (await user.api.get(`/card/${cardId}/pending-topup`)).json()
    expect(view).toMatchObject({
      pendingTopup: '5000.00',
      balanceUpper: '3000.00',
      fits: '2948.00',
      overMaximum: '2052.00',
      movable: '2052.00',
      settles: true,
      refunds: [],
    })
    expect(view.credits).toEqual([
      expect.objectContaining({ kind: 'topup', amount: '5000.00', fitting: '2948.00', txHash: null }),
    ])
    // The kit's test config settles at once: spendable now.
    expect(Date.parse(view.spendableAt)).toBeGreaterThanOrEqual(kit.t.clock.now().getTime())

    // Settlement fills the card to its maximum; the rest waits, over the maximum, with no date.
    await settle(cardId)
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '2052.00' })
    const after = (await user.api.get(`/card/${cardId}/pending-topup`)).json()
    expect(after).toMatchObject({
      fits: '0.00',
      overMaximum: '2052.00',
      movable: '2052.00',
      spendableAt: null,
    })
  })

  it('money whose block is not final is over the maximum but cannot move yet', async () => {
    const { user, cardId } = await userWithCard()
    await deposit(cardId, 3_100n * USD, { final: false })
    const view = (await user.api.get(`/card/${cardId}/pending-topup`)).json()
    expect(view).toMatchObject({ overMaximum: '152.00', movable: '0.00' })
    const refused = await transfer(user, cardId, { toCardId: await secondCard(user), key: randomUUID() })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('over_movable_excess')
  })

  it("404 for another user's card and for an unknown id", async () => {
    const { cardId } = await userWithCard()
    const other = await kit.activeUser(account++)
    expect((await other.api.get(`/card/${cardId}/pending-topup`)).statusCode).toBe(404)
    expect((await other.api.get(`/card/${randomUUID()}/pending-topup`)).statusCode).toBe(404)
  })
})

describe('POST /card/{id}/pending-topup/transfer', () => {
  it('moves the excess to a second card in one ledger transfer, which then settles there', async () => {
    const { user, cardId } = await userWithCard()
    const target = await secondCard(user)
    await deposit(cardId, 5_000n * USD)
    await settle(cardId)
    const key = randomUUID()
    const res = await transfer(user, cardId, { toCardId: target, key })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().transfer).toMatchObject({
      key,
      fromCardId: cardId,
      toCardId: target,
      amount: '2052.00',
    })

    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '0.00' })
    expect(await money(user, target)).toEqual({ balance: '52.00', pendingTopup: '2052.00' })
    expect(
      await count(sql`SELECT count(*) AS n FROM card_ledger WHERE ref LIKE ${`transfer:${cardId}:${key}:%`}`),
    ).toBe(2)
    // The source's settlement moves nothing more (the moved part is no longer open); the target's settles it.
    expect((await settle(cardId)).settledMicro).toBe(0n)
    expect((await settle(target)).settledMicro).toBe(2_052n * USD)
    expect(await money(user, target)).toEqual({ balance: '2104.00', pendingTopup: '0.00' })
    const view = (await user.api.get(`/card/${target}/pending-topup`)).json()
    expect(view.credits).toEqual([])
  })

  it('a double submit with the same key moves once and answers the same transfer', async () => {
    const { user, cardId } = await userWithCard()
    const target = await secondCard(user)
    await deposit(cardId, 3_500n * USD)
    await settle(cardId)
    const body = { toCardId: target, amount: '100', key: randomUUID() }
    const first = await transfer(user, cardId, body)
    expect(first.statusCode, first.body).toBe(200)
    const before = await state()
    const again = await transfer(user, cardId, body)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await state()).toBe(before)
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '452.00' })
    // The same key for another amount or another card is a conflict, not a second transfer.
    const changed = await transfer(user, cardId, { ...body, amount: '101' })
    expect(changed.statusCode).toBe(409)
    expect(changed.json().code).toBe('idempotency_conflict')
    expect(await state()).toBe(before)
  })

  it('concurrent submits of one key move once; of two keys never more than the excess', async () => {
    const { user, cardId } = await userWithCard()
    const target = await secondCard(user)
    await deposit(cardId, 3_200n * USD)
    await settle(cardId)
    const body = { toCardId: target, key: randomUUID() }
    const same = await Promise.all([1, 2, 3].map(() => transfer(user, cardId, body)))
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(new Set(same.map((r) => r.body)).size).toBe(1)
    expect(same[0]!.json().transfer.amount).toBe('252.00')
    expect(await money(user, target)).toEqual({ balance: '52.00', pendingTopup: '252.00' })

    await deposit(cardId, 300n * USD)
    const racing = await Promise.all(
      [randomUUID(), randomUUID()].map((key) =>
        transfer(user, cardId, { toCardId: target, amount: '300', key }),
      ),
    )
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(racing.find((r) => r.statusCode === 409)!.json().code).toBe('over_movable_excess')
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '0.00' })
    expect(await money(user, target)).toEqual({ balance: '52.00', pendingTopup: '552.00' })
  })

  it('opposite transfers between two cards at once take the row locks in one order: both answer', async () => {
    const { user, cardId } = await userWithCard()
    const other = await secondCard(user, 0n)
    await kit.db.execute(sql`UPDATE cards SET balance_upper_micro = 10000000 WHERE id = ${other}`)
    await deposit(cardId, 3_100n * USD)
    await deposit(other, 20n * USD)
    await settle(cardId)
    await settle(other)
    const before = await state()
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        transfer(user, cardId, { toCardId: other, amount: '5', key: randomUUID() }),
        transfer(user, other, { toCardId: cardId, amount: '5', key: randomUUID() }),
      ])
      // Both cards are full: each is refused for the other's maximum, neither hangs nor fails (no deadlock).
      expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual([
        [409, 'over_card_maximum'],
        [409, 'over_card_maximum'],
      ])
    }
    expect(await state()).toBe(before)
  })

  it('refuses, changing nothing', async () => {
    const { user, cardId } = await userWithCard()
    const target = await secondCard(user)
    const stranger = await userWithCard()
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
    )
    const order = await kit.order(user)
    await deposit(cardId, 3_100n * USD)
    await settle(cardId)
    const before = await state()
    const key = randomUUID()
    const expectRefusal = async (
      from: string,
      body: Record<string, unknown>,
      status: number,
      code: string,
    ) => {
      const res = await transfer(user, from, { key, ...body })
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code])
    }
    await expectRefusal(cardId, { toCardId: stranger.cardId }, 404, 'not_found')
    await expectRefusal(stranger.cardId, { toCardId: target }, 404, 'not_found')
    await expectRefusal(cardId, { toCardId: randomUUID() }, 404, 'not_found')
    await expectRefusal(cardId, { toCardId: cardId }, 409, 'invalid_action')
    await expectRefusal(cardId, { toCardId: order }, 409, 'invalid_action')
    await expectRefusal(cardId, { toCardId: target, amount: '152.01' }, 409, 'over_movable_excess')
    await expectRefusal(cardId, { toCardId: target, amount: '1.001' }, 400, 'validation_failed')
    await expectRefusal(cardId, { toCardId: target, amount: '0' }, 400, 'validation_failed')
    await expectRefusal(cardId, { toCardId: target, key: 'not-a-uuid' }, 400, 'validation_failed')
    await expectRefusal(target, { toCardId: cardId }, 409, 'over_movable_excess')

    await kit.db.execute(sql`UPDATE cards SET balance_micro = 2900000000 WHERE id = ${target}`)
    await expectRefusal(cardId, { toCardId: target, amount: '100.01' }, 409, 'over_card_maximum')
    await kit.db.execute(
      sql`UPDATE cards SET balance_micro = 52000000, status = 'suspended' WHERE id = ${target}`,
    )
    await expectRefusal(cardId, { toCardId: target }, 409, 'topup_disabled')
    await kit.db.execute(sql`UPDATE cards SET status = 'active' WHERE id = ${target}`)
    await kit.db.execute(sql`UPDATE cards SET status = 'suspended' WHERE id = ${cardId}`)
    await expectRefusal(cardId, { toCardId: target }, 409, 'invalid_action')
    await kit.db.execute(sql`UPDATE cards SET status = 'active' WHERE id = ${cardId}`)
    await kit.db.execute(sql`UPDATE users SET state = 'blocked' WHERE address = ${user.lower}`)
    await expectRefusal(cardId, { toCardId: target }, 409, 'invalid_action')
    await kit.db.execute(sql`UPDATE users SET state = 'normal' WHERE address = ${user.lower}`)
    expect(await state()).toBe(before)

    const anonymous = await kit.app.inject({
      method: 'POST',
      url: `/api/card/${cardId}/pending-topup/transfer`,
      payload: { toCardId: target, key },
    })
    expect(anonymous.statusCode).toBe(401)
    // With all refusals behind, the same key still works once.
    const ok = await transfer(user, cardId, { toCardId: target, key })
    expect(ok.json().transfer.amount).toBe('152.00')
  })
})

describe('POST /card/{id}/pending-topup/refund and the operator', () => {
  it('takes the excess out at once, once per key; the operator sends it or puts it back, never ignores it', async () => {
    const { user, cardId } = await userWithCard()
    await deposit(cardId, 3_200n * USD)
    await settle(cardId)
    const key = randomUUID()
    const asked = await user.api.post(`/card/${cardId}/pending-topup/refund`, { amount: '100', key })
    expect(asked.statusCode, asked.body).toBe(200)
    const refund = asked.json().refund
    expect(refund).toMatchObject({ amount: '100.00', status: 'open', refundTxHash: null })
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '152.00' })
    const before = await state()
    const again = await user.api.post(`/card/${cardId}/pending-topup/refund`, { amount: '100', key })
    expect(again.json()).toEqual(asked.json())
    expect(await state()).toBe(before)
    expect((await user.api.get(`/card/${cardId}/pending-topup`)).json()).toMatchObject({
      overMaximum: '152.00',
      refunds: [refund],
    })

    // The operator sees it; ignoring it would lose the money.
    const list = (await kit.admin.get('/admin/exceptions?reason=excess_refund')).json().exceptions
    expect(list).toEqual([
      expect.objectContaining({
        id: refund.id,
        reason: 'excess_refund',
        amountUsd: '100.00',
        cardId,
        status: 'open',
      }),
    ])
    const ignored = await kit.admin.post(`/admin/exceptions/${refund.id}/resolve`, {
      action: 'ignore',
      note: 'x',
    })
    expect(ignored.statusCode).toBe(409)
    const hash = `0x${'cd'.repeat(32)}`
    const sent = await kit.admin.post(`/admin/exceptions/${refund.id}/resolve`, {
      action: 'refunded',
      note: 'sent back',
      refundTxHash: hash,
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '152.00' })
    const view = (await user.api.get(`/card/${cardId}/pending-topup`)).json()
    expect(view.refunds).toEqual([{ ...refund, status: 'refunded', refundTxHash: hash }])

    // A second request, put back onto the card by the operator: once, however often resolved.
    const second = (await user.api.post(`/card/${cardId}/pending-topup/refund`, { key: randomUUID() })).json()
      .refund
    expect(second.amount).toBe('152.00')
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '0.00' })
    for (let i = 0; i < 2; i++) {
      const credited = await kit.admin.post(`/admin/exceptions/${second.id}/resolve`, {
        action: 'credit',
        note: 'kept',
      })
      expect(credited.statusCode, credited.body).toBe(200)
    }
    expect(await money(user, cardId)).toEqual({ balance: '3000.00', pendingTopup: '152.00' })
  })

  it('refuses, changing nothing: nothing over the maximum, above the excess, a reused key, not the owner', async () => {
    const { user, cardId } = await userWithCard()
    const stranger = await kit.activeUser(account++)
    const before = await state()
    const ask = (who: KitUser, body: Record<string, unknown>) =>
      who.api.post(`/card/${cardId}/pending-topup/refund`, body)
    expect((await ask(user, { key: randomUUID() })).json().code).toBe('over_movable_excess')
    expect((await ask(stranger, { key: randomUUID() })).statusCode).toBe(404)
    expect(await state()).toBe(before)
    await deposit(cardId, 3_000n * USD)
    await settle(cardId)
    const key = randomUUID()
    expect((await ask(user, { amount: '52.01', key })).json().code).toBe('over_movable_excess')
    expect((await ask(user, { amount: '2', key })).statusCode).toBe(200)
    expect((await ask(user, { amount: '3', key })).json().code).toBe('idempotency_conflict')
    expect(parseUsd((await money(user, cardId)).pendingTopup)).toBe(50n * USD)
  })
})
