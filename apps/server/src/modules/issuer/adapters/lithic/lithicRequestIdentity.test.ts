import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { type KitUser, USD } from '../../../cards/test/cardsKit'
import { applyStrandedParkedEvents, PARKED_RAISE_AFTER_MS } from '../../inbound/applyStrandedParkedEvents'
import { isAsaResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import {
  type AsaRequestSample,
  asaRequest,
  type TransactionEventSample,
  type TransactionSample,
  transactionUpdated,
} from './test/lithicPayloadSamples'

// Review of part A: money bugs of the landed code, each played with signed deliveries through
// POST /api/issuer/lithic/events (payloads built from the vendored definition), on PGlite and PostgreSQL.
// - a $0 authorization (or advice) followed by a clearing: the clearing must apply, never wait forever; an
//   event that does wait too long is raised, and a parked event is never counted as applied;
// - the increments we approved are matched to the issuer's listing by identity (event_token, else amount in
//   order), never by position: a reordered listing, or one listing a request we declined, never drops one;
// - a late first request (after the snapshot created its authorization) is the same authorization;
// - a credit authorization is approved whatever the card can spend; an incremental request's `amounts.hold`
//   is the increment's own.
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

/** An ASA request (signed with the ASA secret); the answer must be a valid `asa-response`. */
async function asa(sample: AsaRequestSample) {
  kit.t.clock.advance(1_000)
  const res = await kit.deliver(asaRequest(sample), { secret: ASA_SECRET })
  expect(res.statusCode, res.body).toBe(200)
  expect(isAsaResponse(res.json()), res.body).toBe(true)
  return res.json<{ result: string; approved_amount?: number }>()
}

/** A `card_transaction.updated` delivery; its answer. */
async function update(sample: TransactionSample) {
  kit.t.clock.advance(1_000)
  const res = await kit.deliver(transactionUpdated(sample))
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ received: boolean; applied: number; duplicates: number }>()
}

const event = (
  type: TransactionEventSample['type'],
  amount: number,
  more: Partial<TransactionEventSample> = {},
) => ({ token: randomUUID(), type, cents: amount, ...more }) satisfies TransactionEventSample

/** The card's ledger balance and holds, and what its answer says it can spend. */
async function money(user: KitUser, id: string) {
  const books = await kit.money(id)
  const shown = (await user.api.get(`/card/${id}`)).json<{ balance: string }>().balance
  return { balance: books.balance, held: books.held, shown }
}

async function parkedEvents(cardId: string): Promise<number> {
  const result = await kit.db.execute(
    sql`SELECT count(*)::int AS n FROM issuer_events WHERE card_id = ${cardId} AND status = 'parked'`,
  )
  return rowsOf<{ n: number }>(result)[0]!.n
}

describe('$0 authorizations and parked events', () => {
  it('a $0 authorization (an account check) then its clearing: the clearing is debited, nothing waits', async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    const check = event('AUTHORIZATION', 0)
    expect((await asa({ token: t, eventToken: check.token, cardToken: token, cents: 0 })).result).toBe(
      'APPROVED',
    )
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: 0n })
    await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 0, events: [check] })
    await update({ token: t, cardToken: token, status: 'SETTLED', events: [check, event('CLEARING', 1_500)] })
    expect(await money(user, id)).toMatchObject({ balance: 15n * USD, held: 0n, shown: '15.00' })
    expect(await parkedEvents(id)).toBe(0)
  })

  it("a $0 advice (the issuer's own account check) then a clearing: debited once, nothing parked", async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    const advice = event('AUTHORIZATION_ADVICE', 0)
    const clearing = event('CLEARING', 1_200)
    for (let i = 0; i < 2; i++) {
      await update({ token: t, cardToken: token, status: 'SETTLED', events: [advice, clearing] })
    }
    expect(await money(user, id)).toMatchObject({ balance: 18n * USD, held: 0n, shown: '18.00' })
    expect(await parkedEvents(id)).toBe(0)
  })

  it('an event still waiting for its authorization after 10 minutes is raised once as issuer_unhandled; parked is never counted as applied', async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    // The authorization is in a cardholder currency the program does not book (raised itself); its USD
    // clearing, and the transaction's state, have no authorization to apply to: they wait, and are not
    // counted as applied (only the raised authorization is).
    const foreign = event('AUTHORIZATION', 900, { currency: 'EUR' })
    const clearing = event('CLEARING', 1_000)
    const answer = await update({
      token: t,
      cardToken: token,
      status: 'SETTLED',
      events: [foreign, clearing],
    })
    expect(answer).toMatchObject({ applied: 1, duplicates: 0 })
    expect(await parkedEvents(id)).toBe(2)
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD })
    const listed = async () =>
      (await kit.admin.get(`/admin/exceptions?reason=issuer_unhandled&cardId=${id}`)).json<{
        exceptions: { detail: string; issuerEvent: string; amountUsd: string | null; attempts: number }[]
      }>().exceptions
    expect((await applyStrandedParkedEvents(kit.db, kit.t.clock.now())).raised).toEqual([])
    kit.t.clock.advance(PARKED_RAISE_AFTER_MS)
    const pass = await applyStrandedParkedEvents(kit.db, kit.t.clock.now())
    expect(pass.raised.map((r) => r.eventId)).toEqual([clearing.token])
    expect((await applyStrandedParkedEvents(kit.db, kit.t.clock.now())).raised).toEqual([])
    expect(
      (await listed())
        .filter((e) => e.detail === 'parked_without_authorization')
        .map((e) => [e.issuerEvent, e.amountUsd, e.attempts]),
    ).toEqual([[`lithic:clearing:${clearing.token}`, '10.00', 1]])
    // Still parked: were its authorization to come after all, it would still apply.
    expect(await parkedEvents(id)).toBe(2)
  })
})

describe('increments matched by identity, never by position', () => {
  for (const withTokens of [true, false]) {
    it(`a listing in another order than we approved (${withTokens ? 'event_token' : 'no event_token: by amount'}) keeps the unlisted increment held`, async () => {
      const { id, token, user } = await card(100n * USD)
      const t = randomUUID()
      const first = event('AUTHORIZATION', 1_000)
      const a = event('AUTHORIZATION', 2_500)
      const b = event('AUTHORIZATION', 500)
      const ask = (e: typeof a) =>
        asa({ token: t, eventToken: withTokens ? e.token : null, cardToken: token, cents: e.cents })
      expect((await ask(first)).result).toBe('APPROVED')
      expect((await ask(a)).result).toBe('APPROVED')
      expect((await ask(b)).result).toBe('APPROVED')
      expect(await money(user, id)).toMatchObject({ held: 40n * USD, shown: '60.00' })
      // Lithic lists b first: a is approved, not listed yet. Held: Lithic's 15.00 and a's 25.00.
      await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 1_500, events: [first, b] })
      expect(await money(user, id)).toMatchObject({ held: 40n * USD, shown: '60.00' })
      // So 60.00 is all the card can spend: 70.00 elsewhere is declined.
      expect((await asa({ token: randomUUID(), cardToken: token, cents: 7_000 })).result).toBe(
        'INSUFFICIENT_FUNDS',
      )
      await update({
        token: t,
        cardToken: token,
        status: 'PENDING',
        holdCents: 4_000,
        events: [first, b, a],
      })
      expect(await money(user, id)).toMatchObject({ held: 40n * USD, shown: '60.00' })
    })
  }

  it('a declined increment is counted once: one the issuer approved after our decline (our answer too late) is its hold, never the listing of our approval', async () => {
    const { id, token, user } = await card(60n * USD)
    const t = randomUUID()
    const first = event('AUTHORIZATION', 1_000)
    const declined = event('AUTHORIZATION', 5_500)
    const approved = event('AUTHORIZATION', 2_500)
    expect((await asa({ token: t, eventToken: first.token, cardToken: token, cents: 1_000 })).result).toBe(
      'APPROVED',
    )
    // 50.00 available: 55.00 more is declined, 25.00 approved.
    expect((await asa({ token: t, eventToken: declined.token, cardToken: token, cents: 5_500 })).result).toBe(
      'INSUFFICIENT_FUNDS',
    )
    expect((await asa({ token: t, eventToken: approved.token, cardToken: token, cents: 2_500 })).result).toBe(
      'APPROVED',
    )
    expect(await money(user, id)).toMatchObject({ held: 35n * USD, shown: '25.00' })
    // Lithic stood in for the increment we declined (approved it) and has not listed ours yet: it holds 65.00;
    // ours, 25.00, is on top (the card is 30.00 short: nothing more can be approved).
    await update({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 6_500,
      events: [first, { ...declined, result: 'APPROVED' }],
    })
    expect(await money(user, id)).toMatchObject({ held: 90n * USD })
    expect((await asa({ token: randomUUID(), cardToken: token, cents: 100 })).result).toBe(
      'INSUFFICIENT_FUNDS',
    )
    await update({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 9_000,
      events: [first, { ...declined, result: 'APPROVED' }, approved],
    })
    expect(await money(user, id)).toMatchObject({ held: 90n * USD })
    // Lithic declining a request of ours it had asked about too late (listed declined under its token): it
    // holds nothing for it, nor do we.
    const late = event('AUTHORIZATION', 1_000)
    await kit.fund(id, 50n * USD)
    expect((await asa({ token: t, eventToken: late.token, cardToken: token, cents: 1_000 })).result).toBe(
      'APPROVED',
    )
    expect(await money(user, id)).toMatchObject({ held: 100n * USD })
    await update({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 9_000,
      events: [first, { ...declined, result: 'APPROVED' }, approved, { ...late, result: 'DECLINED' }],
    })
    expect(await money(user, id)).toMatchObject({ held: 90n * USD })
  })
})

describe('late requests', () => {
  for (const withToken of [true, false]) {
    it(`a first request that comes after the snapshot that created its authorization (${withToken ? 'with' : 'without'} event_token) is the same authorization: held once`, async () => {
      const { id, token, user } = await card(50n * USD)
      const t = randomUUID()
      const auth = event('AUTHORIZATION', 2_000)
      await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 2_000, events: [auth] })
      expect(await money(user, id)).toMatchObject({ held: 20n * USD, shown: '30.00' })
      const late = await asa({
        token: t,
        eventToken: withToken ? auth.token : null,
        cardToken: token,
        cents: 2_000,
      })
      expect(late.result).toBe('APPROVED')
      expect(await money(user, id)).toMatchObject({ held: 20n * USD, shown: '30.00' })
      // A real increment afterwards is one: decided, held, and matched to its listing.
      const tip = event('AUTHORIZATION', 300)
      expect(
        (await asa({ token: t, eventToken: withToken ? tip.token : null, cardToken: token, cents: 300 }))
          .result,
      ).toBe('APPROVED')
      expect(await money(user, id)).toMatchObject({ held: 23n * USD, shown: '27.00' })
      await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 2_300, events: [auth, tip] })
      expect(await money(user, id)).toMatchObject({ held: 23n * USD, shown: '27.00' })
      await update({
        token: t,
        cardToken: token,
        status: 'SETTLED',
        events: [auth, tip, event('CLEARING', 2_300)],
      })
      expect(await money(user, id)).toMatchObject({ balance: 27n * USD, held: 0n, shown: '27.00' })
    })
  }
})

describe('credits and holds of incremental requests', () => {
  it('a credit authorization is approved whatever the card can spend, and whatever the sign Lithic gives it', async () => {
    const { id, token, user } = await card(2n * USD)
    expect((await asa({ token: randomUUID(), cardToken: token, cents: 200 })).result).toBe('APPROVED')
    expect(await money(user, id)).toMatchObject({ shown: '0.00' })
    for (const amount of [1_500, -700]) {
      expect(
        await asa({ token: randomUUID(), cardToken: token, cents: amount, status: 'CREDIT_AUTHORIZATION' }),
      ).toMatchObject({ result: 'APPROVED' })
    }
    // Pending credits: nothing spendable until they clear.
    expect(await money(user, id)).toMatchObject({ balance: 2n * USD, held: 2n * USD, shown: '0.00' })
  })

  it("an incremental request's amounts.hold is the increment's own (the definition: amounts are the request's network values, hold may exceed them)", async () => {
    const { id, token, user } = await card(17n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 1_000, merchant: 'BISTRO' })).result).toBe(
      'APPROVED',
    )
    // A tip of 5.00 that Lithic holds 8.00 for: 7.00 available does not cover its hold.
    expect((await asa({ token: t, cardToken: token, cents: 500, holdCents: 800 })).result).toBe(
      'INSUFFICIENT_FUNDS',
    )
    expect((await asa({ token: t, cardToken: token, cents: 400, holdCents: 700 })).result).toBe('APPROVED')
    expect(await money(user, id)).toMatchObject({ held: 17n * USD, shown: '0.00' })
  })
})
