import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  type PaymentsFixture,
  testAccount,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { cardCredits } from '../../db/schema/ledger'
import { creditRebate } from '../../flows/creditRebate'
import { postLedgerEntry } from '../postLedgerEntry'
import { settlePendingTopups } from './settlePendingTopups'

// DESIGN "Deposits and payments": the program holds the ledger, so settlement asks no issuer. A credit moves
// from pending into the balance once it is final (a top-up: once its block is; a redemption: at once), after
// SETTLEMENT_DELAY in the sandbox, never above the card maximum, once however often and however
// concurrently the job runs; the membership rebate of each settled top-up is paid once.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  // The test runs settlement itself (no background sweep).
  await f.runtime.jobs.stop()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const USD = 1_000_000n
let account = 1
const db = () => f.db.database.db

/** A credit of `amount` to the card's pending top-up; `final: false` is a top-up whose block is not final yet. */
async function credit(
  cardId: string,
  amount: bigint,
  { kind = 'topup_credit', final = true }: { kind?: 'topup_credit' | 'redeem'; final?: boolean } = {},
) {
  const ref = `test-credit:${randomUUID()}`
  await postLedgerEntry(db(), {
    cardId,
    kind,
    pendingDelta: amount,
    balanceDelta: 0n,
    ref,
    at: f.clock.now(),
    ...(final ? {} : { finalAt: null }),
  })
  return ref
}

async function activeCard(p: { balanceMicro?: bigint; balanceUpperMicro?: bigint | null } = {}) {
  const owner = testAccount(account++).address
  const card = await insertCard(f, { owner, status: 'active', ...p })
  return { ...card, owner }
}

type SettlementRow = { ref: string; p: string; b: string }
async function settlementsOf(cardId: string): Promise<SettlementRow[]> {
  const result = await db().execute(
    sql`SELECT ref, pending_delta::text AS p, balance_delta::text AS b FROM card_ledger
        WHERE card_id = ${cardId} AND kind = 'settlement' ORDER BY id`,
  )
  return rowsOf<SettlementRow>(result)
}

async function rebatesOf(owner: string): Promise<{ ref: string; amount: string }[]> {
  const result = await db().execute(
    sql`SELECT ref, amount_micro::text AS amount FROM reward_records
        WHERE address = ${owner.toLowerCase()} AND type = 'rebate' ORDER BY id`,
  )
  return rowsOf<{ ref: string; amount: string }>(result)
}

const settle = (delayMs = 0) =>
  settlePendingTopups(db(), { now: f.clock.now(), delayMs, onPartSettled: creditRebate })

describe('settlement', () => {
  it('a top-up waits for finality; final, it moves once, even with runs racing', async () => {
    const card = await activeCard()
    const ref = await credit(card.id, 100n * USD, { final: false })
    expect(await settle()).toEqual({ cards: 0, settledMicro: 0n })
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: 0n,
      pendingMicro: 100n * USD,
    })

    await db().update(cardCredits).set({ finalAt: f.clock.now() }).where(sql`ref = ${ref}`)
    const runs = await Promise.all([settle(), settle(), settle()])
    expect(runs.map((r) => r.settledMicro).sort()).toEqual([0n, 0n, 100n * USD])
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 100n * USD, pendingMicro: 0n })
    expect(await settlementsOf(card.id)).toEqual([
      { ref: `settlement:${ref}:0`, p: String(-100n * USD), b: String(100n * USD) },
    ])
    expect(await settle()).toEqual({ cards: 0, settledMicro: 0n })
  })

  it('never above the maximum: what fits moves now, the rest waits for room, oldest credit first', async () => {
    const card = await activeCard({ balanceMicro: 2_900n * USD, balanceUpperMicro: 3_000n * USD })
    const big = await credit(card.id, 250n * USD)
    const small = await credit(card.id, 30n * USD)
    expect(await settle()).toMatchObject({ settledMicro: 100n * USD })
    expect(await cardMoney(f, card.id)).toMatchObject({
      balanceMicro: 3_000n * USD,
      pendingMicro: 180n * USD,
    })
    expect(await settle()).toMatchObject({ settledMicro: 0n })

    // A purchase makes room: the rest of the first credit, then the second, in order.
    await postLedgerEntry(db(), {
      cardId: card.id,
      kind: 'purchase',
      pendingDelta: 0n,
      balanceDelta: -200n * USD,
      ref: `test-purchase:${card.id}`,
      at: f.clock.now(),
    })
    expect(await settle()).toMatchObject({ settledMicro: 180n * USD })
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 2_980n * USD, pendingMicro: 0n })
    expect((await settlementsOf(card.id)).map((r) => [r.ref, r.b])).toEqual([
      [`settlement:${big}:0`, String(100n * USD)],
      [`settlement:${big}:${100n * USD}`, String(150n * USD)],
      [`settlement:${small}:0`, String(30n * USD)],
    ])
  })

  it('a final credit behind one that is not final still settles; only issued cards settle', async () => {
    const card = await activeCard()
    await credit(card.id, 40n * USD, { final: false })
    await credit(card.id, 10n * USD, { kind: 'redeem' })
    const order = await insertCard(f, {
      owner: testAccount(account++).address,
      status: 'application_required',
    })
    await credit(order.id, 20n * USD)
    expect(await settle()).toMatchObject({ cards: 1, settledMicro: 10n * USD })
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 10n * USD, pendingMicro: 40n * USD })
    expect(await cardMoney(f, order.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: 20n * USD })
  })

  it('waits SETTLEMENT_DELAY after the credit in the sandbox; pays the rebate of each settled credit once', async () => {
    f.clock.set(new Date(Date.UTC(2031, 4, 10, 12)))
    const card = await activeCard({ balanceUpperMicro: null })
    // 1,000 USD settled in May makes the owner level 1 (0.2 %) in June.
    await credit(card.id, 1_000n * USD)
    expect(await settle(30_000)).toMatchObject({ settledMicro: 0n })
    f.clock.advance(30_000)
    expect(await settle(30_000)).toMatchObject({ settledMicro: 1_000n * USD })

    f.clock.set(new Date(Date.UTC(2031, 5, 2, 9)))
    const june = await credit(card.id, 100n * USD)
    const redeemed = await credit(card.id, 50n * USD, { kind: 'redeem' })
    f.clock.advance(30_000)
    const runs = await Promise.all(Array.from({ length: 3 }, () => settle(30_000)))
    expect(runs.reduce((sum, r) => sum + r.settledMicro, 0n)).toBe(150n * USD)
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 1_150n * USD, pendingMicro: 0n })
    expect(await rebatesOf(card.owner)).toEqual([
      { ref: `rebate:settlement:${june}:0`, amount: '200000' },
      { ref: `rebate:settlement:${redeemed}:0`, amount: '100000' },
    ])
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id} AND kind = 'settlement'`)).toBe(3)
  })

  it('with the membership programme off (MEMBERSHIP_ENABLED=false) the top-up settles and no rebate is paid', async () => {
    f.clock.set(new Date(Date.UTC(2032, 4, 10, 12)))
    const card = await activeCard({ balanceUpperMicro: null })
    await credit(card.id, 1_000n * USD)
    expect(await settle()).toMatchObject({ settledMicro: 1_000n * USD })
    f.clock.set(new Date(Date.UTC(2032, 5, 2, 9)))
    await credit(card.id, 100n * USD)
    expect(await settlePendingTopups(db(), { now: f.clock.now(), delayMs: 0 })).toMatchObject({
      settledMicro: 100n * USD,
    })
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 1_100n * USD, pendingMicro: 0n })
    expect(await rebatesOf(card.owner)).toEqual([])
    // The same June top-up with the programme on pays 0.2 %: the level was there, only the switch differs.
    await credit(card.id, 100n * USD)
    await settle()
    expect(await rebatesOf(card.owner)).toHaveLength(1)
  })
})
