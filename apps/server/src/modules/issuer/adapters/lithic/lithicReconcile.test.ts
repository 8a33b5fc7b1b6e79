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
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, type TransactionSample, transactionUpdated } from './test/lithicPayloadSamples'
import { type FakeLithic, startFakeLithic } from './test/startFakeLithic'

// Issue 27 acceptance, reconciliation: Lithic's books (a local fake of its API at the SDK's base URL, with
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
