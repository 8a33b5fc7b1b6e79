import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { parseOpsArgs } from '../../../../ops/parseOpsArgs'
import { runOpsCommand } from '../../../../ops/runOpsCommand'
import { ADMIN_TOKEN, USD } from '../../../cards/test/cardsKit'
import { issuerReconcileJob } from '../../reconcile/issuerReconcileJob'
import { reconcileSeries } from '../../reconcile/reconcileSeries'
import { createLithicClient } from './createLithicClient'
import { reconcileLithicTransactions } from './reconcileLithicTransaction'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, type TransactionSample, transactionUpdated } from './test/lithicPayloadSamples'
import { type FakeLithic, startFakeLithic } from './test/startFakeLithic'

// acceptance, reconciliation: Lithic's books (a local fake of its API at the SDK's base URL, with
// the transactions this test controls) against the ledger of the real app and database. A transaction whose
// delivery was dropped is found and applied once; a mismatch becomes one exception; running it twice
// changes nothing; the job asks Lithic to resend failed deliveries for the time since its last round.
let kit: LithicKit
let fake: FakeLithic
let origin: string
const DAY = '2026-03-10'
const SUBSCRIPTION = 'ep_test_subscription'

beforeAll(async () => {
  fake = await startFakeLithic()
  kit = await createLithicKit({ lithicBaseUrl: fake.url, eventSubscriptionToken: SUBSCRIPTION })
  await kit.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await fake?.stop()
})

/** A transaction as `transactions.list` returns it: created at `created`, Lithic's settled figure given. */
function listed(sample: TransactionSample, created: string, settlementCents: number) {
  const { event_type: _eventType, ...transaction } = transactionUpdated(sample) as Record<string, unknown> & {
    amounts: Record<string, unknown>
  }
  return {
    ...transaction,
    created,
    updated: created,
    amounts: { ...transaction.amounts, settlement: { amount: settlementCents, currency: 'USD' } },
  }
}

const ops = (...argv: string[]) => runOpsCommand({ url: origin, token: ADMIN_TOKEN }, parseOpsArgs(argv))

/** Every card's money, every open hold, every issuer exception (with its attempts): what must not move. */
async function books() {
  const result = await kit.db.execute(sql`SELECT json_build_object(
      'cards', (SELECT json_agg(json_build_array(id, balance_micro::text, held_micro::text) ORDER BY id) FROM cards),
      'ledger', (SELECT json_agg(json_build_array(ref, balance_delta::text) ORDER BY id) FROM card_ledger),
      'holds', (SELECT json_agg(json_build_array(ref, status, amount_micro::text) ORDER BY ref) FROM card_holds),
      'exceptions', (SELECT json_agg(json_build_array(reason, detail, dedupe_key, attempts, amount_micro::text) ORDER BY id)
        FROM deposit_exceptions WHERE reason LIKE 'issuer_%')
    )::text AS s`)
  return rowsOf<{ s: string }>(result)[0]!.s
}

describe('reconciliation of a day', () => {
  it('applies a dropped delivery once, records a mismatch as one exception, and changes nothing when run again', async () => {
    const user = await kit.activeUser(1)
    const { id: cardId, token: cardToken } = await kit.lithicCard(user, 48n * USD) // 50 USD in all
    // T1: approved and held through the webhook; the issuer cleared it, but that delivery was dropped.
    const t1 = randomUUID()
    const asa = await kit.deliver(asaRequest({ token: t1, cardToken, cents: 1000 }), { secret: ASA_SECRET })
    expect(asa.json()).toMatchObject({ result: 'APPROVED' })
    const auth1 = { token: randomUUID(), type: 'AUTHORIZATION' as const, cents: 1000 }
    const pending = await kit.deliver(
      transactionUpdated({ token: t1, cardToken, status: 'PENDING', holdCents: 1000, events: [auth1] }),
    )
    expect(pending.statusCode, pending.body).toBe(200)
    expect(await kit.money(cardId)).toMatchObject({ balance: 50n * USD, held: 10n * USD })
    const t1Settled: TransactionSample = {
      token: t1,
      cardToken,
      status: 'SETTLED',
      events: [auth1, { token: randomUUID(), type: 'CLEARING', cents: 1000 }],
    }
    // T2: a purchase of 5 USD whose deliveries never arrived at all (a stand-in authorization, then cleared).
    const t2 = randomUUID()
    const t2Sample: TransactionSample = {
      token: t2,
      cardToken,
      status: 'SETTLED',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION_ADVICE', cents: 500 },
        { token: randomUUID(), type: 'CLEARING', cents: 500 },
      ],
    }
    // T3: delivered and applied (6 USD cleared), but Lithic's books say 7 USD settled: a mismatch.
    const t3 = randomUUID()
    const t3Sample: TransactionSample = {
      token: t3,
      cardToken,
      status: 'SETTLED',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION_ADVICE', cents: 600 },
        { token: randomUUID(), type: 'CLEARING', cents: 600 },
      ],
    }
    expect((await kit.deliver(transactionUpdated(t3Sample))).statusCode).toBe(200)
    // T4: created the next day: not this day's business.
    const t4 = randomUUID()
    const t4Sample: TransactionSample = {
      token: t4,
      cardToken,
      status: 'SETTLED',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION_ADVICE', cents: 100 },
        { token: randomUUID(), type: 'CLEARING', cents: 100 },
      ],
    }
    fake.transactions.push(
      listed(t1Settled, `${DAY}T09:00:00Z`, 1000),
      listed(t2Sample, `${DAY}T10:00:00Z`, 500),
      listed(t3Sample, `${DAY}T23:59:59Z`, 700),
      listed(t4Sample, '2026-03-11T00:00:00Z', 100),
    )
    const before = await kit.money(cardId)
    expect(before).toMatchObject({ balance: 44n * USD, held: 10n * USD })

    const first = await ops('issuer', 'reconcile', '--date', DAY)
    expect(first.ok, first.output).toBe(true)
    expect(first.output).toContain(
      `${DAY}  lithic  done  3 transactions  2 missed (applied now)  1 mismatches (1 new exceptions)  1 run`,
    )
    // Through the pages: 3 transactions of the day, two per page.
    expect(fake.requests.filter((r) => r.startsWith('GET /v1/transactions'))).toHaveLength(2)
    // T1's clearing taken and its hold released; T2 debited once; T3 as it was; T4 untouched.
    expect(await kit.money(cardId)).toMatchObject({ balance: 29n * USD, held: 0n })
    const exceptions = await kit.admin.get('/admin/exceptions?reason=issuer_mismatch')
    expect(exceptions.json().exceptions).toEqual([
      expect.objectContaining({
        reason: 'issuer_mismatch',
        detail: 'settled',
        cardId,
        amountUsd: '1.00',
        issuerEvent: `lithic:transaction:${t3}`,
        attempts: 1,
        status: 'open',
      }),
    ])
    const scrape = await kit.app.metrics.scrape()
    expect(scrape).toContain('chaincard_issuer_reconcile_missed_total{issuer="lithic"} 2')
    expect(scrape).toContain('chaincard_issuer_reconcile_mismatches_total{issuer="lithic"} 1')
    expect(scrape).toContain('chaincard_issuer_reconciliations_total{issuer="lithic",status="done"} 1')

    const after = await books()
    const second = await ops('issuer', 'reconcile', '--date', DAY)
    expect(second.output).toContain(
      `${DAY}  lithic  done  3 transactions  0 missed (applied now)  1 mismatches (0 new exceptions)  2 runs`,
    )
    expect(await books()).toBe(after)
    const list = await ops('issuer', 'reconciliations')
    expect(list.output.split('\n')).toEqual([expect.stringContaining(`${DAY}  lithic  done  3 transactions`)])
    // A later webhook redelivery of what reconciliation applied changes nothing either.
    expect((await kit.deliver(transactionUpdated(t1Settled))).statusCode).toBe(200)
    expect(await books()).toBe(after)
  })

  it('an issuer that does not answer makes a failed result, kept and shown, that changes no money', async () => {
    const before = await books()
    const broken = await createLithicKit({ lithicBaseUrl: 'http://127.0.0.1:9' })
    try {
      const res = await broken.admin.post('/admin/issuer/reconcile', { date: DAY })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().reconciliation).toMatchObject({ status: 'failed', day: DAY, transactions: 0 })
      expect(res.json().reconciliation.error).toContain('card issuer: transactions.list failed')
    } finally {
      await broken.close()
    }
    expect(await books()).toBe(before)
  }, 60_000)

  it('refuses a date that is not a day, or in the future', async () => {
    for (const date of ['2026-02-30', 'yesterday', '2999-01-01']) {
      const res = await kit.admin.post('/admin/issuer/reconcile', { date })
      expect(res.statusCode, date).toBe(400)
    }
    expect(() => parseOpsArgs(['issuer', 'reconcile'])).toThrow('missing --date')
  })
})

describe('the daily job', () => {
  it('reconciles the days not done, re-reads the trailing window once a day, and asks Lithic to resend failed deliveries looking back past its retries', async () => {
    const client = createLithicClient({
      apiKey: 'lithic-test-api-key',
      environment: 'sandbox',
      baseUrl: fake.url,
      webhookSecrets: [ASA_SECRET],
    })
    let now = new Date('2026-03-12T05:00:00.000Z')
    const ctx = {
      db: kit.db,
      now: () => now,
      client,
      series: reconcileSeries(kit.app.metrics),
      moneyPath: kit.app.metrics.moneyPath,
      log: kit.app.log,
    }
    const job = issuerReconcileJob(ctx, { subscriptionToken: SUBSCRIPTION, reconcileDays: 30 })
    const signal = new AbortController().signal
    const from = fake.requests.length
    /** The `begin` of each listing (first pages only) since the test started. */
    const listedFrom = () =>
      fake.requests
        .slice(from)
        .filter((r) => r.startsWith('GET /v1/transactions?') && !r.includes('starting_after'))
        .map((r) => new URL(r.slice(4), 'http://fake').searchParams.get('begin'))
    await job.run(signal)
    // Yesterday (2026-03-11: T4) reconciled; then the 29 days before it re-read (T1 to T3: nothing new).
    const days = await kit.admin.get('/admin/issuer/reconciliations')
    expect(days.json().reconciliations[0]).toMatchObject({
      day: '2026-03-11',
      status: 'done',
      transactions: 1,
      missed: 1,
    })
    expect(listedFrom()).toEqual(['2026-03-11T00:00:00.000Z', '2026-02-10T00:00:00.000Z'])
    // The first recovery asks for the last 24 hours.
    expect(fake.recoveries).toEqual([
      { subscription: SUBSCRIPTION, begin: '2026-03-11T05:00:00.000Z', end: '2026-03-12T05:00:00.000Z' },
    ])
    // A downtime of 30 hours: the next round reconciles the new yesterday and its window, and asks from three
    // days before the last round's end (a delivery still retried then is failed now).
    now = new Date('2026-03-13T11:00:00.000Z')
    await job.run(signal)
    expect(fake.recoveries[1]).toEqual({
      subscription: SUBSCRIPTION,
      begin: '2026-03-09T05:00:00.000Z',
      end: '2026-03-13T11:00:00.000Z',
    })
    expect(listedFrom().slice(2)).toEqual(['2026-03-12T00:00:00.000Z', '2026-02-11T00:00:00.000Z'])
    // Within the same day: no day and no window to read again.
    now = new Date('2026-03-13T12:00:00.000Z')
    await job.run(signal)
    expect(listedFrom()).toHaveLength(4)
    expect(fake.recoveries[2]?.begin).toBe('2026-03-10T11:00:00.000Z')
  })
})

describe("converging on Lithic's books", () => {
  // A database of its own: the job's days and windows start from nothing kept.
  let k: LithicKit
  let f: FakeLithic
  let now = new Date('2026-04-02T05:00:00.000Z')
  let job: ReturnType<typeof issuerReconcileJob>
  const signal = new AbortController().signal
  beforeAll(async () => {
    f = await startFakeLithic()
    k = await createLithicKit({ lithicBaseUrl: f.url })
    const client = createLithicClient({
      apiKey: 'lithic-test-api-key',
      environment: 'sandbox',
      baseUrl: f.url,
      webhookSecrets: [ASA_SECRET],
    })
    job = issuerReconcileJob(
      {
        db: k.db,
        now: () => now,
        client,
        series: reconcileSeries(k.app.metrics),
        moneyPath: k.app.metrics.moneyPath,
        log: k.app.log,
      },
      { reconcileDays: 30 },
    )
  }, 120_000)
  afterAll(async () => {
    await k?.close()
    await f?.stop()
  })

  /** The `begin` of each first page listed since request `from`. */
  const listedFrom = (from: number) =>
    f.requests
      .slice(from)
      .filter((r) => r.startsWith('GET /v1/transactions?') && !r.includes('starting_after'))
      .map((r) => new URL(r.slice(4), 'http://fake').searchParams.get('begin'))
  /** A purchase Lithic authorized and cleared whose every delivery was lost. */
  const lostPurchase = (cardToken: string, created: string, cents: number) =>
    listed(
      {
        token: randomUUID(),
        cardToken,
        status: 'SETTLED',
        events: [
          { token: randomUUID(), type: 'AUTHORIZATION_ADVICE', cents },
          { token: randomUUID(), type: 'CLEARING', cents },
        ],
      },
      created,
      cents,
    )
  const mismatches = async () =>
    (await k.admin.get('/admin/exceptions?reason=issuer_mismatch')).json().exceptions as {
      issuerEvent: string
      detail: string
      amountUsd: string
    }[]

  it('an outage of three days is made up at the next round, oldest day first', async () => {
    const user = await k.activeUser(1)
    const { id: cardId, token: cardToken } = await k.lithicCard(user, 48n * USD)
    await job.run(signal) // 2026-04-02: yesterday reconciled, nothing kept before it
    expect((await k.admin.get('/admin/issuer/reconciliations')).json().reconciliations).toEqual([
      expect.objectContaining({ day: '2026-04-01', status: 'done', transactions: 0 }),
    ])
    f.transactions.push(
      lostPurchase(cardToken, '2026-04-02T10:00:00Z', 200),
      lostPurchase(cardToken, '2026-04-03T10:00:00Z', 300),
      lostPurchase(cardToken, '2026-04-04T10:00:00Z', 400),
    )
    // No round ran on 2026-04-03 and 04-04; the next, on 04-05, makes up the three days, oldest first.
    now = new Date('2026-04-05T05:00:00.000Z')
    const from = f.requests.length
    await job.run(signal)
    expect(listedFrom(from)).toEqual([
      '2026-04-02T00:00:00.000Z',
      '2026-04-03T00:00:00.000Z',
      '2026-04-04T00:00:00.000Z',
      '2026-03-06T00:00:00.000Z', // then the trailing window, once
    ])
    const kept = (await k.admin.get('/admin/issuer/reconciliations')).json().reconciliations
    expect(
      kept.map((r: { day: string; status: string; missed: number }) => [r.day, r.status, r.missed]),
    ).toEqual([
      ['2026-04-04', 'done', 1],
      ['2026-04-03', 'done', 1],
      ['2026-04-02', 'done', 1],
      ['2026-04-01', 'done', 0],
    ])
    expect(await k.money(cardId)).toMatchObject({ balance: 41n * USD, held: 0n })
    expect(await mismatches()).toEqual([])
  })

  it("a clearing Lithic settles days after the authorization expired, its delivery lost, is booked by the next day's round", async () => {
    const user = await k.activeUser(2)
    const { id: cardId, token: cardToken } = await k.lithicCard(user, 48n * USD)
    const t = randomUUID()
    const asa = await k.deliver(asaRequest({ token: t, cardToken, cents: 1000 }), { secret: ASA_SECRET })
    expect(asa.json()).toMatchObject({ result: 'APPROVED' })
    const auth = { token: randomUUID(), type: 'AUTHORIZATION' as const, cents: 1000 }
    const expiry = { token: randomUUID(), type: 'AUTHORIZATION_EXPIRY' as const, cents: 1000 }
    const pending: TransactionSample = {
      token: t,
      cardToken,
      status: 'PENDING',
      holdCents: 1000,
      events: [auth],
    }
    const expired: TransactionSample = { token: t, cardToken, status: 'EXPIRED', events: [auth, expiry] }
    expect((await k.deliver(transactionUpdated(pending))).statusCode).toBe(200)
    expect((await k.deliver(transactionUpdated(expired))).statusCode).toBe(200)
    expect(await k.money(cardId)).toMatchObject({ balance: 50n * USD, held: 0n })
    const created = '2026-04-05T10:00:00Z'
    f.transactions.push(listed(expired, created, 0))
    now = new Date('2026-04-06T05:00:00.000Z')
    await job.run(signal) // 2026-04-05 reconciled: the expired authorization agrees
    expect(await k.money(cardId)).toMatchObject({ balance: 50n * USD, held: 0n })
    // Two days on Lithic settles a clearing of 10.00 after the expiry; that delivery is lost.
    const clearing = { token: randomUUID(), type: 'CLEARING' as const, cents: 1000 }
    const settled: TransactionSample = {
      token: t,
      cardToken,
      status: 'SETTLED',
      events: [auth, expiry, clearing],
    }
    f.transactions.splice(f.transactions.length - 1, 1, listed(settled, created, 1000))
    now = new Date('2026-04-07T05:00:00.000Z')
    await job.run(signal) // 2026-04-06 reconciled, then the trailing window reads 2026-04-05 again
    expect(await k.money(cardId)).toMatchObject({ balance: 40n * USD, held: 0n })
    const ledger = rowsOf<{ n: number }>(
      await k.db.execute(
        sql`SELECT count(*)::int AS n FROM card_ledger WHERE ref = ${`clearing:lithic:${clearing.token}`}`,
      ),
    )
    expect(ledger[0]!.n).toBe(1)
    expect(await mismatches()).toEqual([])
    // A later round changes nothing.
    const after = await k.money(cardId)
    now = new Date('2026-04-08T05:00:00.000Z')
    await job.run(signal)
    expect(await k.money(cardId)).toEqual(after)
  })

  it('an open authorization is read back by its token each round until Lithic says it is final', async () => {
    const user = await k.activeUser(3)
    const { id: cardId, token: cardToken } = await k.lithicCard(user, 48n * USD)
    const t = randomUUID()
    const asa = await k.deliver(asaRequest({ token: t, cardToken, cents: 700 }), { secret: ASA_SECRET })
    expect(asa.json()).toMatchObject({ result: 'APPROVED' })
    const auth = { token: randomUUID(), type: 'AUTHORIZATION' as const, cents: 700 }
    const pending: TransactionSample = {
      token: t,
      cardToken,
      status: 'PENDING',
      holdCents: 700,
      events: [auth],
    }
    expect((await k.deliver(transactionUpdated(pending))).statusCode).toBe(200)
    expect(await k.money(cardId)).toMatchObject({ balance: 50n * USD, held: 7n * USD })
    const created = '2026-04-08T04:00:00Z' // a day already reconciled, and inside the window already read
    f.transactions.push(listed(pending, created, 0))
    const retrievals = () => f.requests.filter((r) => r === `GET /v1/transactions/${t}`).length
    now = new Date('2026-04-08T06:00:00.000Z')
    await job.run(signal) // still PENDING at Lithic: read, nothing to do
    expect(retrievals()).toBe(1)
    expect(await k.money(cardId)).toMatchObject({ balance: 50n * USD, held: 7n * USD })
    // Lithic clears it; the delivery is lost. The next round (an hour on) reads it back and books it.
    const clearing = { token: randomUUID(), type: 'CLEARING' as const, cents: 700 }
    const settled: TransactionSample = { token: t, cardToken, status: 'SETTLED', events: [auth, clearing] }
    f.transactions.splice(f.transactions.length - 1, 1, listed(settled, created, 700))
    now = new Date('2026-04-08T07:00:00.000Z')
    await job.run(signal)
    expect(retrievals()).toBe(2)
    expect(await k.money(cardId)).toMatchObject({ balance: 43n * USD, held: 0n })
    // Final now: not read again.
    now = new Date('2026-04-08T08:00:00.000Z')
    await job.run(signal)
    expect(retrievals()).toBe(2)
    expect(await mismatches()).toEqual([])
  })

  it('a debit booked as a credit of the same size is a mismatch (signed, 20.00 apart)', async () => {
    const user = await k.activeUser(4)
    const { id: cardId, token: cardToken } = await k.lithicCard(user, 48n * USD)
    const t = randomUUID()
    const clearing = { token: randomUUID(), type: 'CLEARING' as const, cents: 1000 }
    // The delivery we applied gave the clearing as a credit: 10.00 credited.
    const asCredit: TransactionSample = {
      token: t,
      cardToken,
      status: 'SETTLED',
      events: [{ ...clearing, polarity: 'CREDIT' }],
    }
    expect((await k.deliver(transactionUpdated(asCredit))).statusCode).toBe(200)
    expect(await k.money(cardId)).toMatchObject({ balance: 60n * USD })
    // Lithic's books: the same clearing, a debit of 10.00 (its settled figure, 10.00, the same size).
    const day = '2026-03-20'
    f.transactions.push(listed({ ...asCredit, events: [clearing] }, `${day}T12:00:00Z`, 1000))
    const res = await k.admin.post('/admin/issuer/reconcile', { date: day })
    expect(res.json().reconciliation).toMatchObject({ status: 'done', mismatches: 1, newExceptions: 1 })
    expect(await mismatches()).toEqual([
      expect.objectContaining({
        issuerEvent: `lithic:transaction:${t}`,
        detail: 'settled',
        amountUsd: '20.00',
      }),
    ])
  })

  it('an increment we approved that Lithic does not list yet is held, and not a hold mismatch', async () => {
    const user = await k.activeUser(5)
    const { id: cardId, token: cardToken } = await k.lithicCard(user, 48n * USD)
    const t = randomUUID()
    const first = await k.deliver(asaRequest({ token: t, cardToken, cents: 1000 }), { secret: ASA_SECRET })
    expect(first.json()).toMatchObject({ result: 'APPROVED' })
    const auth = { token: randomUUID(), type: 'AUTHORIZATION' as const, cents: 1000 }
    const pending: TransactionSample = {
      token: t,
      cardToken,
      status: 'PENDING',
      holdCents: 1000,
      events: [auth],
    }
    expect((await k.deliver(transactionUpdated(pending))).statusCode).toBe(200)
    const increment = await k.deliver(
      asaRequest({ token: t, eventToken: randomUUID(), cardToken, cents: 500 }),
      {
        secret: ASA_SECRET,
      },
    )
    expect(increment.json()).toMatchObject({ result: 'APPROVED' })
    expect(await k.money(cardId)).toMatchObject({ held: 15n * USD })
    // Lithic lists the transaction as it was before the increment: 10.00 held.
    const day = '2026-03-21'
    f.transactions.push(listed(pending, `${day}T12:00:00Z`, 0))
    const res = await k.admin.post('/admin/issuer/reconcile', { date: day })
    expect(res.json().reconciliation).toMatchObject({ status: 'done', transactions: 1, mismatches: 0 })
    expect((await mismatches()).filter((m) => m.issuerEvent === `lithic:transaction:${t}`)).toEqual([])
    expect(await k.money(cardId)).toMatchObject({ held: 15n * USD })
  })

  it('a page whose deliveries all arrived is compared without a database transaction per transaction', async () => {
    const user = await k.activeUser(6)
    const { id: cardId, token: cardToken } = await k.lithicCard(user, 48n * USD)
    const sample = (cents: number): TransactionSample => ({
      token: randomUUID(),
      cardToken,
      status: 'SETTLED',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION_ADVICE', cents },
        { token: randomUUID(), type: 'CLEARING', cents },
      ],
    })
    const delivered = [sample(100), sample(200), sample(300)]
    for (const t of delivered) expect((await k.deliver(transactionUpdated(t))).statusCode).toBe(200)
    const lost = sample(400)
    const page = [...delivered, lost].map((t, i) => listed(t, `2026-03-22T1${i}:00:00Z`, t.events[1]!.cents))
    let transactions = 0
    const db = new Proxy(k.db, {
      get(target, property, receiver) {
        if (property === 'transaction') transactions++
        return Reflect.get(target, property, receiver)
      },
    })
    const outcomes = await reconcileLithicTransactions({ db, now: () => new Date() }, page)
    // The lost one alone is applied, in a transaction of its own; each is compared with its own rows.
    expect(outcomes.map((o) => [o.missed, o.mismatch])).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [true, false],
    ])
    expect(transactions).toBe(1)
    expect(await k.money(cardId)).toMatchObject({ balance: 40n * USD })
  })
})
