import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postLedgerEntry } from '../cards/postLedgerEntry'
import { createSandboxIssuer } from '../issuer/createSandboxIssuer'
import type { IssuerPort, LoadFundsRequest, LoadFundsResult } from '../issuer/IssuerPort'
import { getBoundIssuer } from '../issuer/issuerRegistry'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  type PaymentsFixture,
  testAccount,
} from '../payments/testing/paymentsFixture'
import { loadKey } from './loadKey'
import { settlementIssuerFor } from './settlementIssuer'
import { settlePendingTopups } from './settlePendingTopups'

// Issue 5 (DESIGN "Deposits and payments"): settlement goes through the issuer port. Each credit is loaded
// with an idempotency key; money moves from pending into the balance only when the issuer confirms, once
// per load, however often and however concurrently the job runs; the card maximum holds; rebates once.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  // The test runs settlement itself, with the issuer it chooses (no background sweep).
  await f.runtime.jobs.stop()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const USD = 1_000_000n
let account = 1
const db = () => f.db.database.db

/**
 * The issuer at the system edge, as a production issuer behaves: it loads a key's amount at most once,
 * answers `pending` until the test settles the load, and refuses a known key with another amount.
 */
function issuerDouble() {
  const calls: LoadFundsRequest[] = []
  const amounts = new Map<string, bigint>()
  const settled = new Set<string>()
  const loaded = new Map<string, bigint>()
  let settleAll = false
  let answersToLose = 0
  const failing = new Set<string>()
  const issuer: Pick<IssuerPort, 'loadFunds'> = {
    async loadFunds(request): Promise<LoadFundsResult> {
      calls.push(request)
      if (failing.has(request.card.id)) throw new Error('issuer unreachable')
      const known = amounts.get(request.key)
      if (known !== undefined && known !== request.amountMicro)
        throw new Error('key reused with another amount')
      amounts.set(request.key, request.amountMicro)
      if (!settleAll && !settled.has(request.key)) return { status: 'pending' }
      if (!loaded.has(request.key)) loaded.set(request.key, request.amountMicro)
      if (answersToLose > 0) {
        answersToLose--
        throw new Error('connection reset after the issuer loaded the funds')
      }
      return { status: 'confirmed', reference: `iss_${request.key}` }
    },
  }
  return {
    issuer,
    calls,
    loaded,
    settle: (key: string) => settled.add(key),
    settleEverything: () => {
      settleAll = true
    },
    loseNextAnswers: (n: number) => {
      answersToLose = n
    },
    failFor: (cardId: string) => failing.add(cardId),
    heal: () => failing.clear(),
  }
}

async function credit(cardId: string, amount: bigint, kind: 'topup_credit' | 'redeem' = 'topup_credit') {
  const ref = `test-credit:${randomUUID()}`
  await postLedgerEntry(db(), {
    cardId,
    kind,
    pendingDelta: amount,
    balanceDelta: 0n,
    ref,
    at: f.clock.now(),
  })
  return ref
}

async function activeCard(p: { balanceMicro?: bigint; balanceUpperMicro?: bigint | null } = {}) {
  const owner = testAccount(account++).address
  const card = await insertCard(f, { owner, status: 'active', ...p })
  return { ...card, owner }
}

type LoadRow = { key: string; credit_ref: string; offset: string; amount: string; status: string }
async function loadsOf(cardId: string): Promise<LoadRow[]> {
  const result = await db().execute(
    sql`SELECT key, credit_ref, credit_offset_micro::text AS offset, amount_micro::text AS amount, status
        FROM topup_loads JOIN card_ledger ON card_ledger.ref = topup_loads.credit_ref
        WHERE topup_loads.card_id = ${cardId} ORDER BY card_ledger.id, credit_offset_micro`,
  )
  return (result as unknown as { rows: LoadRow[] }).rows
}

async function rebatesOf(owner: string): Promise<number> {
  const result = await db().execute(
    sql`SELECT count(*)::int AS n FROM reward_records WHERE address = ${owner.toLowerCase()} AND type = 'rebate'`,
  )
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n
}

const settle = (issuer: Pick<IssuerPort, 'loadFunds'>, delayMs = 0) =>
  settlePendingTopups(db(), { now: f.clock.now(), delayMs, issuer })

describe('settlement through the issuer port', () => {
  it('a credit waits for the issuer, asked again with the same key and amount; confirmed, it moves once', async () => {
    const card = await activeCard()
    const double = issuerDouble()
    const first = await credit(card.id, 100n * USD)

    expect(await settle(double.issuer)).toMatchObject({ requested: 1, waiting: 1, settledMicro: 0n })
    const key = loadKey(first, 0n)
    expect(double.calls).toEqual([
      { key, card: { id: card.id, issuerCardId: null }, amountMicro: 100n * USD, now: f.clock.now() },
    ])
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: 0n,
      pendingMicro: 100n * USD,
    })

    // Pending at the issuer: the next runs ask again with the same key and amount, and record nothing new.
    f.clock.advance(5_000)
    expect(await settle(double.issuer)).toMatchObject({ requested: 0, waiting: 1, settledMicro: 0n })
    expect(double.calls.map((c) => [c.key, c.amountMicro])).toEqual([
      [key, 100n * USD],
      [key, 100n * USD],
    ])
    expect(await loadsOf(card.id)).toEqual([
      { key, credit_ref: first, offset: '0', amount: String(100n * USD), status: 'requested' },
    ])

    // A second credit gets its own load while the first still waits.
    const second = await credit(card.id, 50n * USD)
    expect(await settle(double.issuer)).toMatchObject({ requested: 1, waiting: 2 })
    const key2 = loadKey(second, 0n)

    double.settle(key)
    expect(await settle(double.issuer)).toMatchObject({ settledMicro: 100n * USD, waiting: 1, cards: 1 })
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 100n * USD, pendingMicro: 50n * USD })

    // Two runs at once after the issuer confirms the second: it moves once.
    double.settle(key2)
    const runs = await Promise.all([settle(double.issuer), settle(double.issuer)])
    expect(runs.map((r) => r.settledMicro).sort()).toEqual([0n, 50n * USD])
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 150n * USD, pendingMicro: 0n })
    const ledger = await db().execute(
      sql`SELECT ref, pending_delta::text AS p, balance_delta::text AS b FROM card_ledger
          WHERE card_id = ${card.id} AND kind = 'settlement' ORDER BY id`,
    )
    expect((ledger as unknown as { rows: unknown[] }).rows).toEqual([
      { ref: `settlement:${key}`, p: String(-100n * USD), b: String(100n * USD) },
      { ref: `settlement:${key2}`, p: String(-50n * USD), b: String(50n * USD) },
    ])
    expect((await loadsOf(card.id)).map((l) => l.status)).toEqual(['confirmed', 'confirmed'])
    expect([...double.loaded.values()].reduce((a, b) => a + b, 0n)).toBe(150n * USD)

    // Nothing left: the issuer is not asked again.
    const before = double.calls.length
    await settle(double.issuer)
    expect(double.calls).toHaveLength(before)
  })

  it('never above the maximum: asks only for what fits, counting loads still waiting; the rest waits for room', async () => {
    const card = await activeCard({ balanceMicro: 2_900n * USD, balanceUpperMicro: 3_000n * USD })
    const double = issuerDouble()
    const big = await credit(card.id, 250n * USD)
    await settle(double.issuer)
    expect(double.calls.map((c) => c.amountMicro)).toEqual([100n * USD])

    // Another credit while 100 is waiting at the issuer: no room is left for it, nothing more is asked.
    const small = await credit(card.id, 30n * USD)
    expect(await settle(double.issuer)).toMatchObject({ requested: 0, waiting: 1 })

    double.settleEverything()
    await settle(double.issuer)
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: 3_000n * USD,
      pendingMicro: 180n * USD,
    })
    expect(await settle(double.issuer)).toMatchObject({ requested: 0, settledMicro: 0n })

    // A purchase makes room: the rest of the first credit, then the second, in order.
    await postLedgerEntry(db(), {
      cardId: card.id,
      kind: 'purchase',
      pendingDelta: 0n,
      balanceDelta: -200n * USD,
      ref: `test-purchase:${card.id}`,
      at: f.clock.now(),
    })
    expect(await settle(double.issuer)).toMatchObject({ requested: 2, settledMicro: 180n * USD })
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 2_980n * USD, pendingMicro: 0n })
    expect((await loadsOf(card.id)).map((l) => [l.credit_ref, l.offset, l.amount])).toEqual([
      [big, '0', String(100n * USD)],
      [big, String(100n * USD), String(150n * USD)],
      [small, '0', String(30n * USD)],
    ])
  })

  it('an answer lost after the issuer loaded: asked again with the same key, the money moves once; one failing card does not hold back the others', async () => {
    const lost = await activeCard()
    const down = await activeCard()
    const double = issuerDouble()
    double.settleEverything()
    await credit(lost.id, 40n * USD)
    await credit(down.id, 60n * USD)
    double.loseNextAnswers(1)
    double.failFor(down.id)
    await expect(settle(double.issuer)).rejects.toThrow()
    expect(await cardMoney(f, lost.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: 40n * USD })

    double.heal()
    // The issuer loaded it once already; the retry with the same key gets the confirmation.
    const run = await settle(double.issuer)
    expect(run).toMatchObject({ cards: 2, settledMicro: 100n * USD })
    expect(await cardMoney(f, lost.id)).toMatchObject({ balanceMicro: 40n * USD, pendingMicro: 0n })
    expect(await cardMoney(f, down.id)).toMatchObject({ balanceMicro: 60n * USD, pendingMicro: 0n })
    const keys = double.calls.filter((c) => c.card.id === lost.id).map((c) => c.key)
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(1)
    expect(double.loaded.size).toBe(2)
  })

  it('only issued cards settle; settlements written before loads existed are honoured (only what they left is loaded)', async () => {
    const owner = testAccount(account++).address
    const order = await insertCard(f, { owner, status: 'application_required' })
    await credit(order.id, 20n * USD)
    const card = await activeCard()
    // As the settlement before issuer loads wrote it: a credit and a settlement (partial: the maximum).
    const old = await credit(card.id, 100n * USD)
    await postLedgerEntry(db(), {
      cardId: card.id,
      kind: 'settlement',
      pendingDelta: -60n * USD,
      balanceDelta: 60n * USD,
      ref: `settlement:${card.id}:${randomUUID()}`,
      at: f.clock.now(),
    })
    const redeemed = await credit(card.id, 10n * USD, 'redeem')
    const double = issuerDouble()
    double.settleEverything()
    await settle(double.issuer)
    expect(double.calls.map((c) => c.card.id)).not.toContain(order.id)
    expect(await cardMoney(f, order.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: 20n * USD })
    expect((await loadsOf(card.id)).map((l) => [l.credit_ref, l.offset, l.amount])).toEqual([
      [old, String(60n * USD), String(40n * USD)],
      [redeemed, '0', String(10n * USD)],
    ])
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 110n * USD, pendingMicro: 0n })
  })
})

describe('the sandbox issuer', () => {
  it('is asked only after SETTLEMENT_DELAY and confirms at once; concurrent runs pay the rebate once', async () => {
    const start = new Date(Date.UTC(2031, 4, 10, 12))
    f.clock.set(start)
    const card = await activeCard({ balanceUpperMicro: null })
    // 1,000 USD settled in May makes the owner level 1 (0.2 %) in June.
    await credit(card.id, 1_000n * USD)
    expect(await settlePendingTopups(db(), { now: f.clock.now(), delayMs: 30_000 })).toMatchObject({
      requested: 0,
      settledMicro: 0n,
    })
    expect(await loadsOf(card.id)).toEqual([])
    f.clock.advance(30_000)
    expect(await settlePendingTopups(db(), { now: f.clock.now(), delayMs: 30_000 })).toMatchObject({
      settledMicro: 1_000n * USD,
    })

    f.clock.set(new Date(Date.UTC(2031, 5, 2, 9)))
    const june = await credit(card.id, 100n * USD)
    f.clock.advance(30_000)
    const runs = await Promise.all(
      Array.from({ length: 3 }, () => settlePendingTopups(db(), { now: f.clock.now(), delayMs: 30_000 })),
    )
    expect(runs.reduce((sum, r) => sum + r.settledMicro, 0n)).toBe(100n * USD)
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 1_100n * USD, pendingMicro: 0n })
    const rebates = await db().execute(
      sql`SELECT ref, amount_micro::text AS amount FROM reward_records
          WHERE address = ${card.owner.toLowerCase()} AND type = 'rebate'`,
    )
    expect((rebates as unknown as { rows: unknown[] }).rows).toEqual([
      { ref: `rebate:settlement:${loadKey(june, 0n)}`, amount: '200000' },
    ])
    const [load] = await loadsOf(card.id).then((rows) => rows.filter((r) => r.credit_ref === june))
    const reference = await db().execute(
      sql`SELECT issuer_reference FROM topup_loads WHERE key = ${load!.key}`,
    )
    expect((reference as unknown as { rows: unknown[] }).rows).toEqual([
      { issuer_reference: `sbx_load_${load!.key}` },
    ])
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id} AND kind = 'settlement'`)).toBe(2)
  })

  it('with the membership programme off (MEMBERSHIP_ENABLED=false) the top-up settles and no rebate is paid', async () => {
    f.clock.set(new Date(Date.UTC(2032, 4, 10, 12)))
    const card = await activeCard({ balanceUpperMicro: null })
    // 1,000 USD settled in May would make the owner level 1 (0.2 %) in June.
    await credit(card.id, 1_000n * USD)
    expect(await settlePendingTopups(db(), { now: f.clock.now(), delayMs: 0 })).toMatchObject({
      settledMicro: 1_000n * USD,
    })
    f.clock.set(new Date(Date.UTC(2032, 5, 2, 9)))
    await credit(card.id, 100n * USD)
    expect(await settlePendingTopups(db(), { now: f.clock.now(), delayMs: 0, rebates: false })).toMatchObject(
      { settledMicro: 100n * USD },
    )
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 1_100n * USD, pendingMicro: 0n })
    expect(await rebatesOf(card.owner)).toBe(0)
    // The same June top-up with the programme on pays 0.2 %: the level was there, only the switch differs.
    await credit(card.id, 100n * USD)
    await settlePendingTopups(db(), { now: f.clock.now(), delayMs: 0 })
    expect(await rebatesOf(card.owner)).toBe(1)
  })

  it('production never settles through the sandbox issuer; an issuer adapter settles in any mode', () => {
    const sandbox = getBoundIssuer(db())
    expect(sandbox.name).toBe('sandbox')
    const adapter = { ...createSandboxIssuer(sandbox.sealer), name: 'acme-cards' }
    expect(settlementIssuerFor('production', sandbox)).toBeNull()
    expect(settlementIssuerFor('production', adapter)).toBe(adapter)
    expect(settlementIssuerFor('sandbox', sandbox)).toBe(sandbox)
  })
})
