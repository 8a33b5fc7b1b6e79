import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { pdfText } from '../../../cards/test/api'
import { type KitUser, USD } from '../../../cards/test/cardsKit'
import { isAsaResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import {
  type AsaRequestSample,
  asaRequest,
  type TransactionEventSample,
  type TransactionSample,
  transactionUpdated,
  transactionWithUnknownEvent,
} from './test/lithicPayloadSamples'

// acceptance: each lifecycle of a card transaction as Lithic moves it, played with signed deliveries
// through POST /api/issuer/lithic/events (payloads built from the vendored definition and checked against
// it), on PGlite and PostgreSQL. The issuer's numbers are the truth for what is still pending: every
// `card_transaction.updated` sets the open hold to the snapshot's, so redeliveries, older snapshots and
// reorders end on Lithic's figure; what cleared, was returned, taken back or corrected moves the balance once.
let kit: LithicKit
let accounts = 0
const logLines: string[] = []

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  kit = await createLithicKit({ logStream })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const cents = (c: number) => BigInt(c) * 10_000n

/** A new user's active Lithic card with `available` USD micro to spend (the kit's 2 USD first payment included). */
async function card(available: bigint) {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, available - 2n * USD)
  return { ...issued, user }
}

type AsaAnswer = {
  result: string
  token: string
  approved_amount?: number
  balance?: { amount: number; available: number }
}

/** An ASA request (signed with the ASA secret); the answer must be a valid `asa-response`. */
async function asa(sample: AsaRequestSample): Promise<AsaAnswer> {
  kit.t.clock.advance(1_000)
  const res = await kit.deliver(asaRequest(sample), { secret: ASA_SECRET })
  expect(res.statusCode, res.body).toBe(200)
  expect(isAsaResponse(res.json()), res.body).toBe(true)
  return res.json<AsaAnswer>()
}

/** A `card_transaction.updated` delivery (signed anew each time, as Lithic's retries are). */
async function update(sample: TransactionSample | Record<string, unknown>) {
  kit.t.clock.advance(1_000)
  const payload =
    'events' in sample && 'cardToken' in sample ? transactionUpdated(sample as TransactionSample) : sample
  const res = await kit.deliver(payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ received: boolean; applied: number; duplicates: number }>()
}

const event = (
  type: TransactionEventSample['type'],
  amount: number,
  more: Partial<TransactionEventSample> = {},
) => ({ token: randomUUID(), type, cents: amount, ...more }) satisfies TransactionEventSample

/** The card's purchases and movements of its history (not its top-ups), oldest first, as comparable lines. */
async function history(user: KitUser, id: string): Promise<string[]> {
  const res = await user.api.get(`/card/${id}/transaction?limit=50`)
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{
      items: {
        type: string
        state: string
        amount: string
        balanceChange: string
        original: { amount: string; currency: string }
        declineReason?: string
      }[]
    }>()
    .items.filter((item) => item.type !== 'topup')
    .map(
      (item) =>
        `${item.type} ${item.state} ${item.amount} ${item.balanceChange}${item.original.currency === 'USD' ? '' : ` ${item.original.currency} ${item.original.amount}`}${item.declineReason ? ` ${item.declineReason}` : ''}`,
    )
    .reverse()
}

/** What the card's answer says it can spend, and the ledger's balance and holds. */
async function money(user: KitUser, id: string) {
  const books = await kit.money(id)
  const shown = (await user.api.get(`/card/${id}`)).json<{ balance: string }>().balance
  return { balance: books.balance, held: books.held, shown }
}

describe('incremental authorizations (a hotel, a car rental, a tip)', () => {
  it('an increment is decided on its own amount (available must cover it) and grows the hold; a declined one holds nothing', async () => {
    const { id, token, user } = await card(cents(3_991)) // the issue's $39.91
    const t = randomUUID()
    expect(await asa({ token: t, cardToken: token, cents: 1_000, merchant: 'GRAND HOTEL' })).toMatchObject({
      result: 'APPROVED',
    })
    const first = event('AUTHORIZATION', 1_000)
    const v1 = {
      token: t,
      cardToken: token,
      status: 'PENDING' as const,
      merchant: 'GRAND HOTEL',
      holdCents: 1_000,
    }
    // Lithic lists each request as an event of the transaction, under the request's `event_token`.
    const increment = event('AUTHORIZATION', 2_500)
    const declined = event('AUTHORIZATION', 100_000, { result: 'INSUFFICIENT_FUNDS' })
    // +25.00 on 29.91 available: approved, held 35.00. +1,000.00: declined, nothing more held (the issue's overspend).
    expect(
      (
        await asa({
          token: t,
          eventToken: increment.token,
          cardToken: token,
          cents: 2_500,
          merchant: 'GRAND HOTEL',
        })
      ).result,
    ).toBe('APPROVED')
    expect(await money(user, id)).toMatchObject({ balance: cents(3_991), held: cents(3_500), shown: '4.91' })
    expect(
      (
        await asa({
          token: t,
          eventToken: declined.token,
          cardToken: token,
          cents: 100_000,
          merchant: 'GRAND HOTEL',
        })
      ).result,
    ).toBe('INSUFFICIENT_FUNDS')
    expect(await money(user, id)).toMatchObject({ held: cents(3_500) })
    // The snapshot listing only the first authorization arrives after the increment: the increment it does not
    // list yet stays held on top of its figure.
    await update({ ...v1, events: [first] })
    expect(await money(user, id)).toMatchObject({ held: cents(3_500) })
    await update({ ...v1, holdCents: -3_500, events: [first, increment, declined] })
    // Older snapshots delivered late change nothing.
    await update({ ...v1, events: [first] })
    await update({ ...v1, holdCents: 3_500, events: [first, increment] })
    expect(await money(user, id)).toMatchObject({ balance: cents(3_991), held: cents(3_500), shown: '4.91' })
    expect(await history(user, id)).toEqual(['authorization_approval pending -35.00 -35.00'])
    // Checked out: cleared for what was held.
    await update({
      ...v1,
      status: 'SETTLED',
      holdCents: 0,
      events: [first, increment, declined, event('CLEARING', 3_500)],
    })
    expect(await money(user, id)).toMatchObject({ balance: cents(491), held: 0n, shown: '4.91' })
    expect(await history(user, id)).toEqual(['consumption settled -35.00 -35.00'])
    // More asked of a transaction that is over: declined, never approved without holding it.
    expect((await asa({ token: t, cardToken: token, cents: 100, merchant: 'GRAND HOTEL' })).result).toBe(
      'UNAUTHORIZED_MERCHANT',
    )
    expect(await money(user, id)).toMatchObject({ held: 0n, shown: '4.91' })
  })

  it('a snapshot whose newest authorization is an increment holds what Lithic holds (15), not the increment (5)', async () => {
    const { id, token, user } = await card(50n * USD)
    const t = randomUUID()
    const events = [event('AUTHORIZATION', 1_000), event('AUTHORIZATION', 500)]
    expect((await asa({ token: t, cardToken: token, cents: 1_000 })).result).toBe('APPROVED')
    expect((await asa({ token: t, eventToken: events[1]!.token, cardToken: token, cents: 500 })).result).toBe(
      'APPROVED',
    )
    for (let i = 0; i < 3; i++)
      await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 1_500, events })
    expect(await money(user, id)).toMatchObject({ held: cents(1_500), shown: '35.00' })
    // A tip Lithic approved on its own (an advice, no request to us) raises its hold: it is held too.
    await update({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 1_800,
      events: [...events, event('AUTHORIZATION_ADVICE', 1_800)],
    })
    expect(await money(user, id)).toMatchObject({ held: cents(1_800), shown: '32.00' })
  })
})

describe('holds that follow the issuer', () => {
  it('every snapshot of one transaction delivered at once, several times each, in any order: none fails, all end on the last', async () => {
    const { id, token, user } = await card(60n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 4_000 })).result).toBe('APPROVED')
    const events = [
      event('AUTHORIZATION', 4_000),
      event('AUTHORIZATION_REVERSAL', 500),
      event('CLEARING', 1_000),
      event('CLEARING', 1_000),
      event('CORRECTION_DEBIT', 100),
    ]
    const holds = [4_000, 3_500, 2_500, 1_500, 1_500]
    const snapshots = events.map((_, i) =>
      transactionUpdated({
        token: t,
        cardToken: token,
        status: 'PENDING',
        holdCents: holds[i]!,
        events: events.slice(0, i + 1),
      }),
    )
    const deliveries = [...snapshots, ...snapshots, ...snapshots, ...snapshots].sort(
      () => Math.random() - 0.5,
    )
    const answers = await Promise.all(deliveries.map((payload) => kit.deliver(payload)))
    expect(answers.map((res) => res.statusCode)).toEqual(deliveries.map(() => 200))
    expect(await money(user, id)).toMatchObject({ balance: cents(3_900), held: 15n * USD, shown: '24.00' })
  })

  it('an automated fuel dispenser: a 1.00 request that Lithic holds 100.00 for holds 100.00, and needs it available', async () => {
    const { id, token, user } = await card(150n * USD)
    const t = randomUUID()
    expect(
      await asa({ token: t, cardToken: token, cents: 100, holdCents: 10_000, merchant: 'FUEL' }),
    ).toMatchObject({
      result: 'APPROVED',
    })
    expect(await money(user, id)).toMatchObject({ held: 100n * USD, shown: '50.00' })
    // 50 available is not enough for another pump's 100.00 hold, whatever its 1.00.
    expect((await asa({ token: randomUUID(), cardToken: token, cents: 100, holdCents: 10_000 })).result).toBe(
      'INSUFFICIENT_FUNDS',
    )
    const auth = event('AUTHORIZATION', 100)
    await update({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 10_000,
      merchant: 'FUEL',
      events: [auth],
    })
    expect(await money(user, id)).toMatchObject({ held: 100n * USD })
    await update({
      token: t,
      cardToken: token,
      status: 'SETTLED',
      merchant: 'FUEL',
      events: [auth, event('CLEARING', 6_240)],
    })
    expect(await money(user, id)).toMatchObject({ balance: cents(8_760), held: 0n, shown: '87.60' })
    expect(await history(user, id)).toEqual([
      'consumption settled -62.40 -62.40',
      'authorization_decline declined -1.00 0.00 insufficient_balance',
    ])
  })

  it('a partial clearing while pending (12 of 20, Lithic holds 8) takes 12 and keeps 8 held; the final clearing settles it', async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 2_000 })).result).toBe('APPROVED')
    const auth = event('AUTHORIZATION', 2_000)
    const partial = event('CLEARING', 1_200)
    for (let i = 0; i < 2; i++) {
      await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 800, events: [auth, partial] })
    }
    // 12 left the card, 8 is still held: 10 spendable, not 18 (the 8 is not spendable twice).
    expect(await money(user, id)).toMatchObject({ balance: 18n * USD, held: 8n * USD, shown: '10.00' })
    expect(await history(user, id)).toEqual(['authorization_approval pending -20.00 -20.00'])
    await update({
      token: t,
      cardToken: token,
      status: 'SETTLED',
      events: [auth, partial, event('CLEARING', 800)],
    })
    expect(await money(user, id)).toMatchObject({ balance: 10n * USD, held: 0n, shown: '10.00' })
    expect(await history(user, id)).toEqual(['consumption settled -20.00 -20.00'])
  })

  it('multiple completions (split shipments), delivered newest first: each clearing once, the older snapshots ignored', async () => {
    const { id, token, user } = await card(40n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 3_000, merchant: 'BOOKS' })).result).toBe(
      'APPROVED',
    )
    const auth = event('AUTHORIZATION', 3_000)
    const c1 = event('CLEARING', 1_000)
    const c2 = event('CLEARING', 1_000)
    const c3 = event('CLEARING', 1_200) // the last shipment cost more than was authorized
    const snapshots: TransactionSample[] = [
      { token: t, cardToken: token, status: 'PENDING', holdCents: 2_000, events: [auth, c1] },
      { token: t, cardToken: token, status: 'PENDING', holdCents: 1_000, events: [auth, c1, c2] },
      { token: t, cardToken: token, status: 'SETTLED', holdCents: 0, events: [auth, c1, c2, c3] },
    ]
    for (const s of [...snapshots].reverse()) await update({ ...s, merchant: 'BOOKS' })
    expect(await money(user, id)).toMatchObject({ balance: 8n * USD, held: 0n, shown: '8.00' })
    expect(await history(user, id)).toEqual(['consumption settled -32.00 -32.00'])
    const ledger = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM card_ledger WHERE card_id = ${id} AND kind = 'purchase'`,
    )
    expect(rowsOf<{ n: number }>(ledger)[0]!.n).toBe(3)
  })

  it('a partial reversal releases what Lithic no longer holds, once however often delivered; the rest voided releases all', async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 2_000 })).result).toBe('APPROVED')
    const auth = event('AUTHORIZATION', 2_000)
    const part = event('AUTHORIZATION_REVERSAL', 500)
    for (let i = 0; i < 3; i++) {
      await update({ token: t, cardToken: token, status: 'PENDING', holdCents: 1_500, events: [auth, part] })
    }
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: 15n * USD, shown: '15.00' })
    expect(await history(user, id)).toEqual(['authorization_approval pending -15.00 -15.00'])
    await update({
      token: t,
      cardToken: token,
      status: 'VOIDED',
      events: [auth, part, event('AUTHORIZATION_REVERSAL', 1_500)],
    })
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: 0n, shown: '30.00' })
    expect(await history(user, id)).toEqual(['authorization_reversal reversed -20.00 0.00'])
  })

  it('an expired authorization releases its hold; a late clearing after it still takes what cleared', async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 2_500, merchant: 'RENTAL' })).result).toBe(
      'APPROVED',
    )
    const auth = event('AUTHORIZATION', 2_500)
    const expiry = event('AUTHORIZATION_EXPIRY', 0)
    await update({
      token: t,
      cardToken: token,
      status: 'EXPIRED',
      merchant: 'RENTAL',
      events: [auth, expiry],
    })
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: 0n, shown: '30.00' })
    expect(await history(user, id)).toEqual(['authorization_reversal reversed -25.00 0.00'])
    await update({
      token: t,
      cardToken: token,
      status: 'SETTLED',
      merchant: 'RENTAL',
      events: [auth, expiry, event('CLEARING', 2_500)],
    })
    // The expired snapshot again, late: nothing moves.
    await update({
      token: t,
      cardToken: token,
      status: 'EXPIRED',
      merchant: 'RENTAL',
      events: [auth, expiry],
    })
    expect(await money(user, id)).toMatchObject({ balance: 5n * USD, held: 0n, shown: '5.00' })
    expect(await history(user, id)).toEqual(['consumption settled -25.00 -25.00'])
  })
})

describe('every event type that moves money', () => {
  /** A purchase approved and cleared for `amount` cents (SETTLED); returns its token and events. */
  async function cleared(target: { token: string }, amount: number, merchant = 'SHOP') {
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: target.token, cents: amount, merchant })).result).toBe(
      'APPROVED',
    )
    const events = [event('AUTHORIZATION', amount), event('CLEARING', amount)]
    await update({ token: t, cardToken: target.token, status: 'SETTLED', merchant, events })
    return { t, events }
  }

  it('a return credits the card once: a refund of its own (a transaction of its own), and one in the purchase', async () => {
    const { id, token, user } = await card(50n * USD)
    const purchase = await cleared({ token }, 3_000, 'SHOES')
    const refund = {
      token: randomUUID(),
      cardToken: token,
      merchant: 'SHOES',
      events: [event('RETURN', 1_000)],
    }
    for (let i = 0; i < 3; i++) await update(refund)
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: 0n })
    await update({
      token: purchase.t,
      cardToken: token,
      merchant: 'SHOES',
      events: [...purchase.events, event('RETURN', 500)],
    })
    expect(await money(user, id)).toMatchObject({ balance: 35n * USD, shown: '35.00' })
    // The purchase is marked refunded and keeps what it took; each refund is a line of its own.
    expect(await history(user, id)).toEqual([
      'consumption refunded -30.00 -30.00',
      'refund settled 10.00 10.00',
      'refund settled 5.00 5.00',
    ])
  })

  it('a return reversal (the merchant takes its refund back) debits the card once', async () => {
    const { id, token, user } = await card(50n * USD)
    await cleared({ token }, 3_000, 'SHOES')
    const refundToken = randomUUID()
    const ret = event('RETURN', 1_000)
    await update({ token: refundToken, cardToken: token, merchant: 'SHOES', events: [ret] })
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD })
    const reversal = event('RETURN_REVERSAL', 1_000)
    for (let i = 0; i < 3; i++) {
      await update({
        token: refundToken,
        cardToken: token,
        merchant: 'SHOES',
        events: [ret, reversal],
      })
    }
    expect(await money(user, id)).toMatchObject({ balance: 20n * USD, held: 0n, shown: '20.00' })
    expect(await history(user, id)).toEqual([
      'consumption settled -30.00 -30.00',
      'refund settled 10.00 10.00',
      'return_reversal settled -10.00 -10.00',
    ])
  })

  it('corrections: a debit and a credit of a cleared purchase, each once', async () => {
    const { id, token, user } = await card(60n * USD)
    const purchase = await cleared({ token }, 5_000, 'AIRLINE')
    const debit = event('CORRECTION_DEBIT', 120)
    const credit = event('CORRECTION_CREDIT', 70)
    for (let i = 0; i < 2; i++) {
      await update({
        token: purchase.t,
        cardToken: token,
        merchant: 'AIRLINE',
        events: [...purchase.events, debit],
      })
      await update({
        token: purchase.t,
        cardToken: token,
        merchant: 'AIRLINE',
        events: [...purchase.events, debit, credit],
      })
    }
    expect(await money(user, id)).toMatchObject({ balance: cents(950), held: 0n, shown: '9.50' })
    expect(await history(user, id)).toEqual([
      'consumption settled -50.00 -50.00',
      'correction settled -1.20 -1.20',
      'correction settled 0.70 0.70',
    ])
  })

  it('a credit authorization is a pending credit (nothing held, nothing spendable yet) until it clears into the balance', async () => {
    const { id, token, user } = await card(20n * USD)
    const t = randomUUID()
    expect(
      await asa({
        token: t,
        cardToken: token,
        cents: 1_500,
        status: 'CREDIT_AUTHORIZATION',
        merchant: 'HOTEL',
      }),
    ).toEqual({ result: 'APPROVED', token: t })
    const auth = event('CREDIT_AUTHORIZATION', 1_500)
    await update({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 1_500,
      merchant: 'HOTEL',
      events: [auth],
    })
    expect(await money(user, id)).toMatchObject({ balance: 20n * USD, held: 0n, shown: '20.00' })
    expect(await history(user, id)).toEqual(['refund pending 15.00 0.00'])
    // The pending list is of purchases: a pending credit is not one.
    expect((await user.api.get(`/card/${id}/pending-transaction`)).json().total).toBe(0)
    await update({
      token: t,
      cardToken: token,
      status: 'SETTLED',
      merchant: 'HOTEL',
      events: [auth, event('CLEARING', 1_500, { polarity: 'CREDIT' })],
    })
    expect(await money(user, id)).toMatchObject({ balance: 35n * USD, held: 0n, shown: '35.00' })
    expect(await history(user, id)).toEqual(['refund settled 15.00 15.00'])
    // A credit authorization Lithic approved without asking us (its advice) shows as a pending credit too.
    await update({
      token: randomUUID(),
      cardToken: token,
      status: 'PENDING',
      merchant: 'AIRLINE',
      events: [event('CREDIT_AUTHORIZATION_ADVICE', 400)],
    })
    expect(await history(user, id)).toEqual(['refund settled 15.00 15.00', 'refund pending 4.00 0.00'])
    expect(await money(user, id)).toMatchObject({ balance: 35n * USD, held: 0n })
  })
})

describe('currencies and signs', () => {
  it("a merchant billing in euros is kept and shown: 'EUR 9.00 -> 10.00 USD' in the history and the statement", async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    const eur = { cents: 900, currency: 'EUR' }
    expect(
      (await asa({ token: t, cardToken: token, cents: 1_000, merchantAmount: eur, merchant: 'CAFE BERLIN' }))
        .result,
    ).toBe('APPROVED')
    expect(await history(user, id)).toEqual(['authorization_approval pending -10.00 -10.00 EUR 9.00'])
    await update({
      token: t,
      cardToken: token,
      merchant: 'CAFE BERLIN',
      events: [
        event('AUTHORIZATION', 1_000, { merchantAmount: eur }),
        event('CLEARING', 1_000, { merchantAmount: eur }),
      ],
    })
    expect(await history(user, id)).toEqual(['consumption settled -10.00 -10.00 EUR 9.00'])
    const { text } = await pdfText((await user.api.get(`/card/${id}/statement`)).rawPayload)
    expect(text).toContain('EUR 9.00 -> 10.00 USD')
  })

  it('a request billed in another currency than USD, or with a negative amount, is declined and holds nothing', async () => {
    const { id, token, user } = await card(30n * USD)
    const jpy = await asa({
      token: randomUUID(),
      cardToken: token,
      cents: 1_500,
      currency: 'JPY',
      merchant: 'TOKYO',
    })
    expect(jpy.result).toBe('UNAUTHORIZED_MERCHANT')
    const negative = await asa({ token: randomUUID(), cardToken: token, cents: -500 })
    expect(negative.result).toBe('UNAUTHORIZED_MERCHANT')
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: 0n, shown: '30.00' })
    expect(await history(user, id)).toEqual(['authorization_decline declined -5.00 0.00 invalid_amount'])
    const events = await kit.db.execute(
      sql`SELECT result->'decision'->>'reason' AS reason FROM issuer_events WHERE card_id = ${id} AND kind = 'authorization_request' ORDER BY seq`,
    )
    expect(rowsOf<{ reason: string }>(events).map((r) => r.reason)).toEqual([
      'currency_not_supported',
      'invalid_amount',
    ])
  })

  it('an event with money the gateway does not apply (another cardholder currency, a negative amount, an unknown type) is one issuer_unhandled exception each, counted and logged, never applied', async () => {
    const { id, token, user } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 1_000 })).result).toBe('APPROVED')
    const auth = event('AUTHORIZATION', 1_000)
    const foreign = event('CLEARING', 1_500, { currency: 'EUR' })
    const negative = event('CORRECTION_CREDIT', -300)
    const base = { token: t, cardToken: token, status: 'PENDING' as const, holdCents: 1_000 }
    const unknown = { token: randomUUID(), type: 'LOYALTY_CASHBACK', cents: 250 }
    for (let i = 0; i < 2; i++) {
      await update({ ...base, events: [auth, foreign, negative] })
      await update(transactionWithUnknownEvent({ ...base, events: [auth, foreign, negative] }, unknown))
    }
    // Nothing booked, and what the network may have taken stays held until an operator books it: the
    // authorization's 10.00, the EUR clearing's (its authorization's 10.00: it has no USD value), the unknown
    // debit's 2.50; the negative credit correction can only bring money, so it holds nothing.
    expect(await money(user, id)).toMatchObject({ balance: 30n * USD, held: cents(2_250) })
    const listed = (await kit.admin.get(`/admin/exceptions?reason=issuer_unhandled&cardId=${id}`)).json<{
      exceptions: {
        reason: string
        detail: string
        issuerEvent: string
        attempts: number
        amountUsd: string | null
      }[]
    }>().exceptions
    expect(
      listed
        .map((e) => [e.detail, e.issuerEvent, e.attempts, e.amountUsd])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['cardholder_currency', `lithic:CLEARING:${foreign.token}`, 1, null],
      ['negative_amount', `lithic:CORRECTION_CREDIT:${negative.token}`, 1, '3.00'],
      ['unknown_event_type', `lithic:LOYALTY_CASHBACK:${unknown.token}`, 1, '2.50'],
    ])
    const scrape = await kit.app.metrics.scrape()
    for (const type of ['CLEARING', 'CORRECTION_CREDIT', 'LOYALTY_CASHBACK']) {
      expect(scrape).toContain(`chaincard_issuer_unhandled_events_total{issuer="lithic",type="${type}"} 1`)
    }
    const warnings = logLines.filter((line) => line.includes('raised as an issuer_unhandled exception'))
    expect(warnings).toHaveLength(3)
    // An unknown event without money moves nothing and raises nothing.
    await update(
      transactionWithUnknownEvent(
        { ...base, events: [auth] },
        { token: randomUUID(), type: 'NOTICE', cents: 0 },
      ),
    )
    expect(
      (await kit.admin.get(`/admin/exceptions?reason=issuer_unhandled&cardId=${id}`)).json().exceptions,
    ).toHaveLength(3)
  })
})

describe('answers in full', () => {
  it('a balance inquiry is answered with the balance and what is available, in cents', async () => {
    const { id, token, user } = await card(cents(4_057))
    expect((await asa({ token: randomUUID(), cardToken: token, cents: 1_000 })).result).toBe('APPROVED')
    const t = randomUUID()
    expect(await asa({ token: t, cardToken: token, cents: 0, status: 'BALANCE_INQUIRY' })).toEqual({
      result: 'APPROVED',
      token: t,
      balance: { amount: 4_057, available: 3_057 },
    })
    // Nothing held or recorded for it.
    expect(await money(user, id)).toMatchObject({ held: 10n * USD })
    await kit.db.execute(sql`UPDATE cards SET status = 'locked', lock_reason = 'user' WHERE id = ${id}`)
    expect(await asa({ token: t, cardToken: token, cents: 0, status: 'BALANCE_INQUIRY' })).toEqual({
      result: 'CARD_PAUSED',
      token: t,
    })
  })

  it('a partial approval at a terminal that takes one: the available balance in whole cents, held', async () => {
    const { id, token, user } = await card(cents(2_537))
    // Not partial-capable: short is declined.
    expect((await asa({ token: randomUUID(), cardToken: token, cents: 4_000 })).result).toBe(
      'INSUFFICIENT_FUNDS',
    )
    const t = randomUUID()
    expect(
      await asa({
        token: t,
        cardToken: token,
        cents: 4_000,
        partialApprovalCapable: true,
        merchant: 'GROCER',
      }),
    ).toEqual({ result: 'APPROVED', token: t, approved_amount: 2_537 })
    expect(await money(user, id)).toMatchObject({ held: cents(2_537), shown: '0.00' })
    // Covered in full: an ordinary approval, no approved_amount.
    const other = await asa({ token: randomUUID(), cardToken: token, cents: 0, partialApprovalCapable: true })
    expect(other.approved_amount).toBeUndefined()
    const auth = event('AUTHORIZATION', 2_537)
    await update({ token: t, cardToken: token, merchant: 'GROCER', events: [auth, event('CLEARING', 2_537)] })
    expect(await money(user, id)).toMatchObject({ balance: 0n, held: 0n, shown: '0.00' })
    expect(await history(user, id)).toContain('consumption settled -25.37 -25.37')
  })
})
