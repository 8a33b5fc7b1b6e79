import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { USD } from '../../../cards/test/cardsKit'
import { isAsaResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit, WEBHOOK_SECRET } from './test/lithicKit'
import { asaRequest, cardUpdated, challenge, transactionUpdated } from './test/lithicPayloadSamples'
import { signWebhook } from './test/signWebhook'
import { webhookRefusals } from './webhookRefusals'

// acceptance: POST /api/issuer/lithic/events with payloads built from the Lithic definition's
// webhook schemas, signed as Standard Webhooks signs them, against the real app and database.
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  kit = await createLithicKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A new user's active Lithic card with `available` USD micro to spend (the kit's 2 USD first payment included). */
async function card(available: bigint) {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, available - 2n * USD)
  return { ...issued, user }
}

async function decide(token: string, cardToken: string, cents: number, merchant = 'COFFEE SHOP') {
  const res = await kit.deliver(asaRequest({ token, cardToken, cents, merchant }), { secret: ASA_SECRET })
  expect(res.statusCode, res.body).toBe(200)
  expect(isAsaResponse(res.json()), res.body).toBe(true)
  return res.json<{ result: string; token: string }>()
}

/** The card's ledger, holds and history as comparable lines (no ids, refs or times). */
async function books(cardId: string) {
  const result = await kit.db.execute(sql`SELECT json_build_object(
      'ledger', (SELECT json_agg(json_build_array(kind, balance_delta::text, pending_delta::text) ORDER BY id) FROM card_ledger WHERE card_id = ${cardId}),
      'holds', (SELECT json_agg(json_build_array(status, amount_micro::text, placed_micro::text, captured_micro::text) ORDER BY created_at, ref) FROM card_holds WHERE card_id = ${cardId}),
      'history', (SELECT json_agg(json_build_array(type, amount_micro::text, description) ORDER BY seq) FROM card_transactions WHERE card_id = ${cardId}),
      'card', (SELECT json_build_array(balance_micro::text, held_micro::text, status) FROM cards WHERE id = ${cardId})
    )::text AS s`)
  return JSON.parse(rowsOf<{ s: string }>(result)[0]!.s)
}

describe('signature', () => {
  it('a bad signature, a wrong secret, missing headers and a stale or future timestamp are 401, counted, never processed', async () => {
    const { token } = await card(10n * USD)
    const payload = asaRequest({ token: randomUUID(), cardToken: token, cents: 100 })
    const body = JSON.stringify(payload)
    const before = await kit.snapshot()
    const counted = webhookRefusals(kit.db).badSignature
    const good = signWebhook(WEBHOOK_SECRET, body)
    const minutes = (m: number) => Math.floor(Date.now() / 1000) + m * 60
    const refused: Record<string, string>[] = [
      { ...good, 'webhook-signature': `v1,${Buffer.alloc(32, 7).toString('base64')}` },
      signWebhook(`whsec_${Buffer.from('someone-else-entirely-secret').toString('base64')}`, body),
      signWebhook(WEBHOOK_SECRET, `${body} `),
      { 'webhook-id': good['webhook-id']!, 'webhook-timestamp': good['webhook-timestamp']! },
      {},
      signWebhook(WEBHOOK_SECRET, body, { timestamp: minutes(-6) }),
      signWebhook(WEBHOOK_SECRET, body, { timestamp: minutes(6) }),
      { ...good, 'webhook-timestamp': 'yesterday' },
    ]
    for (const headers of refused) {
      const res = await kit.deliver(undefined, { body, headers })
      expect(res.statusCode, JSON.stringify(headers)).toBe(401)
      expect(res.json()).toMatchObject({ code: 'unauthorized' })
    }
    expect(webhookRefusals(kit.db).badSignature).toBe(counted + refused.length)
    expect(await kit.snapshot()).toBe(before)
    // Within 5 minutes, either configured secret: accepted.
    const fresh = await kit.deliver(payload, { timestamp: minutes(-4), secret: ASA_SECRET })
    expect(fresh.json()).toMatchObject({ result: 'APPROVED' })
  })

  it('a replayed delivery (same id, same signature) is answered as before and writes nothing', async () => {
    const { token } = await card(10n * USD)
    const payload = asaRequest({ token: randomUUID(), cardToken: token, cents: 250 })
    const body = JSON.stringify(payload)
    const headers = signWebhook(ASA_SECRET, body)
    const first = await kit.deliver(undefined, { body, headers })
    expect(first.json()).toMatchObject({ result: 'APPROVED' })
    const after = await kit.snapshot()
    const replay = await kit.deliver(undefined, { body, headers })
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect(await kit.snapshot()).toBe(after)
  })

  it('a signed but malformed payload is 400 and changes nothing; an event type the gateway does not handle is acknowledged', async () => {
    const { token } = await card(10n * USD)
    const before = await kit.snapshot()
    const bad = asaRequest({ token: randomUUID(), cardToken: token, cents: 100 }) as Record<string, unknown>
    for (const body of [
      '{"event_type": "card_authorization.approval_request"',
      JSON.stringify({ ...bad, amounts: { cardholder: { amount: '1.00', currency: 'USD' } } }),
      JSON.stringify({ ...bad, card: {} }),
      JSON.stringify({ ...bad, amounts: { cardholder: { amount: 1.5, currency: 'USD' } } }),
    ]) {
      const res = await kit.deliver(undefined, { body })
      expect(res.statusCode, body.slice(0, 80)).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    expect(await kit.snapshot()).toBe(before)
    const other = await kit.deliver({ event_type: 'balance.updated', financial_account_token: randomUUID() })
    expect(other.statusCode).toBe(200)
    expect(await kit.snapshot()).toBe(before)
  })
})

describe('authorization requests (ASA)', () => {
  it('approve when the available balance covers the amount, holding it; else INSUFFICIENT_FUNDS, CARD_PAUSED, SUSPECTED_FRAUD or UNAUTHORIZED_MERCHANT', async () => {
    const { id, token, user } = await card(10n * USD)
    const t1 = randomUUID()
    expect(await decide(t1, token, 600)).toEqual({ result: 'APPROVED', token: t1 })
    expect(await kit.money(id)).toMatchObject({ balance: 10n * USD, held: 6n * USD })
    // 4 USD available: 4.01 is short, 4.00 fits exactly.
    expect((await decide(randomUUID(), token, 401)).result).toBe('INSUFFICIENT_FUNDS')
    expect((await decide(randomUUID(), token, 400)).result).toBe('APPROVED')
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe('0.00')
    const history = (await user.api.get(`/card/${id}/transaction`)).json()
    expect(
      history.items
        .filter((item: { type: string }) => item.type !== 'topup')
        .map((item: { type: string; declineReason?: string }) => [item.type, item.declineReason]),
    ).toEqual([
      ['authorization_approval', undefined],
      ['authorization_decline', 'insufficient_balance'],
      ['authorization_approval', undefined],
    ])
    expect((await user.api.get(`/card/${id}/pending-transaction`)).json().total).toBe(2)

    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(503)
    // The issuer (port 9 here, refused by fetch) did not take the freeze: the lock was undone. Lock it as the issuer did.
    await kit.db.execute(sql`UPDATE cards SET status = 'locked', lock_reason = 'user' WHERE id = ${id}`)
    expect((await decide(randomUUID(), token, 1)).result).toBe('CARD_PAUSED')
    await kit.db.execute(sql`UPDATE cards SET status = 'active', lock_reason = NULL WHERE id = ${id}`)
    expect((await kit.admin.put(`/admin/users/${user.address}/state`, { state: 'blocked' })).statusCode).toBe(
      204,
    )
    // An owner blocked for abnormal activity: Lithic's result for fraud rules.
    expect((await decide(randomUUID(), token, 1)).result).toBe('SUSPECTED_FRAUD')
    // Not our card.
    expect((await decide(randomUUID(), randomUUID(), 1)).result).toBe('UNAUTHORIZED_MERCHANT')
  })

  it("100 concurrent requests of 2 USD on a card with 50 USD approve exactly 25 (the program's 50 a day is not reached)", async () => {
    const { id, token, user } = await card(50n * USD)
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        kit.deliver(asaRequest({ token: randomUUID(), cardToken: token, cents: 200 })),
      ),
    )
    const results = answers.map((res) => {
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ result: string }>().result
    })
    expect(results.filter((r) => r === 'APPROVED')).toHaveLength(25)
    expect(results.filter((r) => r === 'INSUFFICIENT_FUNDS')).toHaveLength(75)
    expect(await kit.money(id)).toMatchObject({ balance: 50n * USD, held: 50n * USD })
    const holds = await kit.db.execute(
      sql`SELECT count(*)::int AS n, coalesce(sum(amount_micro), 0)::text AS total FROM card_holds WHERE card_id = ${id} AND status = 'open'`,
    )
    expect(rowsOf<{ n: number; total: string }>(holds)[0]).toEqual({
      n: 25,
      total: '50000000',
    })
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe('0.00')
  }, 120_000)
})

describe('each event delivered three times has one effect', () => {
  it('authorization, clearing, return, void, expiry, challenge and card closing', async () => {
    const { id, token, user } = await card(20n * USD)
    const purchase = randomUUID()
    const ask = asaRequest({ token: purchase, cardToken: token, cents: 500, merchant: 'BOOK STORE' })
    const answers = [] as unknown[]
    for (let i = 0; i < 3; i++) answers.push((await kit.deliver(ask)).json())
    expect(answers).toEqual([answers[0], answers[0], answers[0]])
    expect(answers[0]).toMatchObject({ result: 'APPROVED' })
    expect(await kit.money(id)).toMatchObject({ balance: 20n * USD, held: 5n * USD })

    // Cleared for less than was held: 4.50 taken, the rest released. Each delivery signed anew (retries).
    const authEvent = { token: randomUUID(), type: 'AUTHORIZATION' as const, cents: 500 }
    const clearingEvent = { token: randomUUID(), type: 'CLEARING' as const, cents: 450 }
    const cleared = transactionUpdated({
      token: purchase,
      cardToken: token,
      merchant: 'BOOK STORE',
      events: [authEvent, clearingEvent],
    })
    for (let i = 0; i < 3; i++) expect((await kit.deliver(cleared)).statusCode).toBe(200)
    expect(await kit.money(id)).toMatchObject({ balance: 1_550n * 10_000n, held: 0n })

    // The refund, as Lithic sends it: the same transaction with a RETURN event (a credit) added.
    const refunded = transactionUpdated({
      token: purchase,
      cardToken: token,
      merchant: 'BOOK STORE',
      events: [authEvent, clearingEvent, { token: randomUUID(), type: 'RETURN', cents: 200 }],
    })
    for (let i = 0; i < 3; i++) expect((await kit.deliver(refunded)).statusCode).toBe(200)
    expect(await kit.money(id)).toMatchObject({ balance: 1_750n * 10_000n, held: 0n })

    // A second purchase voided, a third expired: each releases its hold once.
    for (const type of ['AUTHORIZATION_REVERSAL', 'AUTHORIZATION_EXPIRY'] as const) {
      const other = randomUUID()
      expect((await decide(other, token, 300)).result).toBe('APPROVED')
      expect((await kit.money(id)).held).toBe(3n * USD)
      const released = transactionUpdated({
        token: other,
        cardToken: token,
        status: type === 'AUTHORIZATION_EXPIRY' ? 'EXPIRED' : 'VOIDED',
        events: [
          { token: randomUUID(), type: 'AUTHORIZATION', cents: 300 },
          { token: randomUUID(), type, cents: type === 'AUTHORIZATION_EXPIRY' ? 0 : 300 },
        ],
      })
      for (let i = 0; i < 3; i++) expect((await kit.deliver(released)).statusCode).toBe(200)
      expect(await kit.money(id)).toMatchObject({ balance: 1_750n * 10_000n, held: 0n })
    }
    const history = (await user.api.get(`/card/${id}/transaction?limit=20`)).json()
    // One row per purchase: cleared at 4.50 and marked refunded; the two others voided and expired; the 2.00
    // refund a line of its own.
    expect(
      history.items
        .filter((item: { type: string }) => item.type !== 'topup')
        .map(
          (item: { type: string; state: string; amount: string; balanceChange: string }) =>
            `${item.type} ${item.state} ${item.amount} ${item.balanceChange}`,
        )
        .reverse(),
    ).toEqual([
      'consumption refunded -4.50 -4.50',
      'authorization_reversal reversed -3.00 0.00',
      'authorization_reversal reversed -3.00 0.00',
      'refund settled 2.00 2.00',
    ])
    expect(history.items[0].balanceAfter).toBe((await user.api.get(`/card/${id}`)).json().balance)

    // A 3DS challenge: one pending challenge for the owner, however often delivered.
    const expiresAt = new Date(Date.now() + 5 * 60_000)
    const asked = challenge({
      token: randomUUID(),
      cardToken: token,
      cents: 4200,
      merchant: 'ACME',
      expiresAt,
    })
    for (let i = 0; i < 3; i++) expect((await kit.deliver(asked)).statusCode).toBe(200)
    const rows = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM card_challenges WHERE card_id = ${id}`,
    )
    expect(rowsOf<{ n: number }>(rows)[0]!.n).toBe(1)

    // The card closed at Lithic: suspended here, once.
    const closed = cardUpdated({ cardToken: token, state: 'CLOSED', previous: 'OPEN' })
    const id1 = `msg_${randomUUID()}`
    for (let i = 0; i < 3; i++) expect((await kit.deliver(closed, { id: id1 })).statusCode).toBe(200)
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('suspended')
    const events = await kit.db.execute(
      sql`SELECT kind, count(*)::int AS n FROM issuer_events WHERE card_id = ${id} GROUP BY kind ORDER BY kind`,
    )
    expect(rowsOf<{ kind: string; n: number }>(events)).toEqual([
      { kind: 'authorization_advice', n: 3 },
      { kind: 'authorization_release', n: 2 },
      { kind: 'authorization_request', n: 3 },
      { kind: 'card_state', n: 1 },
      { kind: 'clearing', n: 1 },
      { kind: 'return', n: 1 },
      { kind: 'three_ds_challenge', n: 1 },
      // Each snapshot's state once per version: after the clearing, the return, the void and the expiry.
      { kind: 'transaction_state', n: 4 },
    ])
  })
})

describe('out of order', () => {
  it('clearing before its authorization converges to the same ledger as in order', async () => {
    const inOrder = await card(20n * USD)
    const reversed = await card(20n * USD)
    const run = async (target: { token: string }, clearingFirst: boolean) => {
      const purchase = randomUUID()
      // The request's `event_token` is its event's token in the transaction: a request that comes after its
      // own event is answered as the issuer decided it, not taken for an increment.
      const eventToken = randomUUID()
      const ask = asaRequest({
        token: purchase,
        eventToken,
        cardToken: target.token,
        cents: 800,
        merchant: 'HOTEL',
      })
      const cleared = transactionUpdated({
        token: purchase,
        cardToken: target.token,
        merchant: 'HOTEL',
        events: [
          { token: eventToken, type: 'AUTHORIZATION', cents: 800 },
          { token: randomUUID(), type: 'CLEARING', cents: 750 },
        ],
      })
      if (clearingFirst) {
        expect((await kit.deliver(cleared)).statusCode).toBe(200)
        expect((await kit.deliver(ask)).json()).toMatchObject({ result: 'APPROVED' })
      } else {
        expect((await kit.deliver(ask)).json()).toMatchObject({ result: 'APPROVED' })
        expect((await kit.deliver(cleared)).statusCode).toBe(200)
      }
    }
    await run(inOrder, false)
    await run(reversed, true)
    const a = await books(inOrder.id)
    const b = await books(reversed.id)
    expect(b).toEqual(a)
    expect(a.card).toEqual([String(1_250n * 10_000n), '0', 'active'])
  })

  it('a void that arrives before its authorization is kept, then applied when the authorization arrives', async () => {
    const inOrder = await card(20n * USD)
    const reversed = await card(20n * USD)
    const run = async (target: { token: string }, voidFirst: boolean) => {
      const purchase = randomUUID()
      const ask = asaRequest({ token: purchase, cardToken: target.token, cents: 900 })
      // Only the reversal: Lithic's record of a transaction whose authorization reached us late.
      const voided = transactionUpdated({
        token: purchase,
        cardToken: target.token,
        status: 'VOIDED',
        events: [{ token: randomUUID(), type: 'AUTHORIZATION_REVERSAL', cents: 900 }],
      })
      if (voidFirst) {
        expect((await kit.deliver(voided)).statusCode).toBe(200)
        const parked = await kit.db.execute(
          sql`SELECT status FROM issuer_events WHERE transaction_token = ${purchase} AND kind = 'authorization_release'`,
        )
        expect(rowsOf<{ status: string }>(parked)).toEqual([{ status: 'parked' }])
        expect((await kit.deliver(ask)).json()).toMatchObject({ result: 'APPROVED' })
        const applied = await kit.db.execute(
          sql`SELECT status FROM issuer_events WHERE transaction_token = ${purchase} AND kind = 'authorization_release'`,
        )
        expect(rowsOf<{ status: string }>(applied)).toEqual([{ status: 'applied' }])
      } else {
        expect((await kit.deliver(ask)).json()).toMatchObject({ result: 'APPROVED' })
        expect((await kit.deliver(voided)).statusCode).toBe(200)
      }
    }
    await run(inOrder, false)
    await run(reversed, true)
    expect(await books(reversed.id)).toEqual(await books(inOrder.id))
    expect((await books(inOrder.id)).card).toEqual([String(20n * USD), '0', 'active'])
  })

  it('a force post (a clearing with no authorization at all) is debited once', async () => {
    const { id, token } = await card(10n * USD)
    const forced = transactionUpdated({
      token: randomUUID(),
      cardToken: token,
      events: [{ token: randomUUID(), type: 'CLEARING', cents: 1_200 }],
    })
    for (let i = 0; i < 2; i++) expect((await kit.deliver(forced)).statusCode).toBe(200)
    expect(await kit.money(id)).toMatchObject({ balance: -2n * USD, held: 0n })
    expect(
      rowsOf(await kit.db.execute(sql`SELECT status, lock_reason FROM cards WHERE id = ${id}`)),
    ).toMatchObject([{ status: 'locked', lock_reason: 'negative_balance' }])
  })
})

describe('3DS challenge for the owner', () => {
  it('shows the newest pending, unexpired challenge; others see 404', async () => {
    const { id, token, user } = await card(10n * USD)
    expect((await user.api.get(`/card/${id}/challenge`)).json()).toBe('OK')
    const expiresAt = new Date(kit.t.clock.now().getTime() + 5 * 60_000)
    await kit.deliver(
      challenge({ token: randomUUID(), cardToken: token, cents: 4200, merchant: 'ACME', expiresAt }),
    )
    const shown = (await user.api.get(`/card/${id}/challenge`)).json()
    expect(shown).toMatchObject({
      merchantName: 'ACME',
      amount: '42.00',
      currency: 'USD',
      expiresAt: expiresAt.toISOString(),
    })
    const other = await kit.activeUser(++accounts)
    expect((await other.api.get(`/card/${id}/challenge`)).statusCode).toBe(404)
    kit.t.clock.advance(5 * 60_000)
    expect((await user.api.get(`/card/${id}/challenge`)).json()).toBe('OK')
  })

  it('an answer Lithic does not take is 503 and the challenge is pending again; an expired one is 409; a blocked owner sees none', async () => {
    const { id, token, user } = await card(10n * USD)
    const expiresAt = new Date(kit.t.clock.now().getTime() + 2 * 60_000)
    await kit.deliver(
      challenge({ token: randomUUID(), cardToken: token, cents: 999, merchant: 'SHOP', expiresAt }),
    )
    const shown = (await user.api.get(`/card/${id}/challenge`)).json()
    expect(shown).toMatchObject({ amount: '9.99' })
    // This kit's Lithic is port 9, refused by fetch: the call and its retries fail.
    const unreachable = await user.api.post(`/card/${id}/challenge/${shown.id}`, { answer: 'approve' })
    expect(unreachable.statusCode).toBe(503)
    expect(unreachable.json()).toMatchObject({ code: 'upstream_unavailable' })
    expect((await user.api.get(`/card/${id}/challenge`)).json()).toMatchObject({ id: shown.id })
    kit.t.clock.advance(2 * 60_000)
    const late = await user.api.post(`/card/${id}/challenge/${shown.id}`, { answer: 'decline' })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toContain('expired')
    expect((await kit.admin.put(`/admin/users/${user.address}/state`, { state: 'blocked' })).statusCode).toBe(
      204,
    )
    expect((await user.api.get(`/card/${id}/challenge`)).statusCode).toBe(409)
  }, 60_000)
})
