import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { lockCardPair, postLedgerEntry, settleCreditPart, transferPending } from '../../ledger'
import { type CardsKit, createCardsKit, type KitUser, USD } from './test/cardsKit'
import { walkByKeys, walkBySkip } from './test/walkPages'

// The card history keyed by its last row (`before`) reads none of the rows above the page: their change to the
// balance comes from the card's sums per day, kept by triggers as purchases, holds, refunds and credits move.
// On random histories written through the real routes and the ledger (purchases approved, declined, cleared in
// part or whole, released, refunded; top-ups credited, settled in parts, moved in part to the owner's other card;
// withdrawals and their returns; days crossed and rows at one instant),
// walking the history page after page by its keys gives every row once, in order, with the running balance of
// the old computation (pages by `skip`, which folds every row above the page), and the sums per day equal a
// recount from the rows themselves.
type Item = { id: string; state: string; amount: string; balanceChange: string; balanceAfter?: string }
type Page = { items: Item[]; total: number; older: boolean }

let kit: CardsKit
let owner: KitUser
let other: KitUser
let cardId: string
let otherCardId: string
let refs = 0

beforeAll(async () => {
  // The property settles credits itself ('settle'): the settlement job, which would settle them too once the
  // test clock passes the delay, runs on a real timer and would move balances between two walks of one history.
  kit = await createCardsKit({
    config: {
      sandbox: {
        settlementDelayMs: 100 * 365 * 86_400_000,
        applicationDelayMs: 5_000,
        inviteCode: 'WELCOME',
      },
    },
  })
  owner = await kit.activeUser(1)
  other = await kit.activeUser(2)
  cardId = (await kit.activeCard(owner, 200n * USD)).id
  otherCardId = (await kit.activeCard(other, 10n * USD)).id
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Op =
  | { op: 'buy'; cents: number }
  | { op: 'capture'; pick: number; part: boolean }
  | { op: 'reverse'; pick: number }
  | { op: 'refund'; pick: number; part: boolean }
  | { op: 'credit'; cents: number }
  | { op: 'settle'; pick: number; part: boolean }
  | { op: 'move'; pick: number; part: boolean }
  | { op: 'withdraw'; cents: number }
  | { op: 'return'; pick: number }
  | { op: 'wait'; ms: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('buy' as const), cents: fc.integer({ min: 1, max: 6_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('capture' as const), pick: fc.nat(), part: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), part: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('credit' as const), cents: fc.integer({ min: 1, max: 5_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), part: fc.boolean() }),
  },
  {
    weight: 1,
    // Pending top-up money over the maximum moved to the owner's other card (its history gains the credit).
    arbitrary: fc.record({ op: fc.constant('move' as const), pick: fc.nat(), part: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 3_000 }) }),
  },
  // A withdrawal that failed: its money comes back.
  { weight: 1, arbitrary: fc.record({ op: fc.constant('return' as const), pick: fc.nat() }) },
  {
    weight: 3,
    // 0: rows at one instant (the order's tie-breaks); up to 30 hours: pages across days.
    arbitrary: fc.record({
      op: fc.constant('wait' as const),
      ms: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 * 3_600_000 })),
    }),
  },
)

const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** Applies one operation to the card; an operation that does not apply to the state drawn is a no-op. */
type State = {
  purchases: string[]
  credits: { ref: string; left: bigint }[]
  withdrawals: { ref: string; amount: bigint; returned: boolean }[]
}

async function apply(op: Op, state: State) {
  const at = <T>(list: T[], pick: number) => (list.length === 0 ? undefined : list[pick % list.length])
  if (op.op === 'wait') {
    kit.t.clock.advance(op.ms)
    return
  }
  if (op.op === 'buy') {
    const res = await owner.api.post(`/sandbox/cards/${cardId}/authorizations`, {
      amount: dollars(op.cents),
      merchantName: `Shop ${op.cents}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    state.purchases.push(res.json<{ id: string }>().id)
    return
  }
  if (op.op === 'credit') {
    const ref = `keyset-${++refs}:credit`
    await kit.db.transaction((tx) =>
      postLedgerEntry(tx, {
        cardId,
        kind: 'topup_credit',
        pendingDelta: BigInt(op.cents) * 10_000n,
        balanceDelta: 0n,
        ref,
        at: kit.t.clock.now(),
      }),
    )
    state.credits.push({ ref, left: BigInt(op.cents) * 10_000n })
    return
  }
  if (op.op === 'settle') {
    const credit = at(state.credits, op.pick)
    if (!credit || credit.left === 0n) return
    const amount = op.part && credit.left > 1n ? credit.left / 2n : credit.left
    await kit.db.transaction((tx) =>
      settleCreditPart(tx, {
        cardId,
        owner: owner.lower,
        creditRef: credit.ref,
        offsetMicro: 0n,
        amountMicro: amount,
        now: kit.t.clock.now(),
        onPartSettled: undefined,
      }),
    )
    credit.left -= amount
    return
  }
  if (op.op === 'move') {
    // As the excess flow moves it: out of the source's final credits, a credit of the other card, one transfer.
    const credit = at(state.credits, op.pick)
    if (!credit || credit.left === 0n) return
    const amount = op.part && credit.left > 1n ? credit.left / 2n : credit.left
    await kit.db.transaction(async (tx) => {
      await lockCardPair(tx, cardId, otherCardId)
      const moved = await transferPending(tx, {
        fromCardId: cardId,
        toCardId: otherCardId,
        amountMicro: amount,
        ref: `keyset-${++refs}:move`,
        meta: { by: owner.lower },
        description: 'Moved from card',
        at: kit.t.clock.now(),
      })
      expect(moved).toBe(true)
    })
    // Taken from the newest final credits first: what each credit has left is read back.
    const open = rowsOf<{ ref: string; open: string }>(
      await kit.db.execute(sql`SELECT ref, (amount_micro - settled_micro - reversed_micro)::text AS open
        FROM card_credits WHERE card_id = ${cardId}`),
    )
    for (const c of state.credits) c.left = BigInt(open.find((row) => row.ref === c.ref)?.open ?? '0')
    return
  }
  if (op.op === 'withdraw') {
    // As a withdrawal books it: its amount off the balance (the withdrawal's own rules are tested apart).
    const ref = `withdrawal:keyset-${++refs}`
    const amount = BigInt(op.cents) * 10_000n
    await kit.db.transaction((tx) =>
      postLedgerEntry(tx, {
        cardId,
        kind: 'withdrawal',
        pendingDelta: 0n,
        balanceDelta: -amount,
        ref,
        meta: { withdrawalId: ref },
        at: kit.t.clock.now(),
      }),
    )
    state.withdrawals.push({ ref, amount, returned: false })
    return
  }
  if (op.op === 'return') {
    const withdrawal = at(state.withdrawals, op.pick)
    if (!withdrawal || withdrawal.returned) return
    await kit.db.transaction((tx) =>
      postLedgerEntry(tx, {
        cardId,
        kind: 'withdrawal_return',
        pendingDelta: 0n,
        balanceDelta: withdrawal.amount,
        ref: `withdrawal_return:${withdrawal.ref}`,
        meta: { withdrawalId: withdrawal.ref },
        at: kit.t.clock.now(),
      }),
    )
    withdrawal.returned = true
    return
  }
  const purchase = at(state.purchases, op.pick)
  if (!purchase) return
  // Each action may be refused for the purchase's state (captured twice, refund before capture): that is the
  // route's business; the history must agree with itself whatever was accepted.
  const path = `/sandbox/authorizations/${purchase}/${op.op}`
  if (op.op === 'reverse') await owner.api.post(path, {})
  else if (op.op === 'capture') await owner.api.post(path, op.part ? { amount: '0.50' } : {})
  else await owner.api.post(path, op.part ? { amount: '0.10' } : {})
}

/** A card's history, paged by the query given. */
const history = (user: KitUser, card: string) => (query: string) =>
  user.api.get(`/card/${card}/transaction?${query}`)
/** The whole history by the old computation: pages by `skip`, each folding every row above it. */
const bySkip = (user: KitUser, card: string) => walkBySkip<Item>(history(user, card))
const byKeys = (user: KitUser, card: string, limit: number, skip: number) =>
  walkByKeys<Item>(history(user, card), limit, skip)

/**
 * The card's sums per day as kept, and as recounted from its rows now (migration 0069's own backfill), read in one
 * statement: one snapshot, so a background settlement of the card's credits cannot land between the two reads.
 */
async function daySums(card: string) {
  const [row] = rowsOf<{ kept: unknown; recounted: unknown }>(
    await kit.db.execute(sql`SELECT
      (SELECT json_agg(json_build_object('day', k.day::text, 'change', k.change_micro::text) ORDER BY k.day)
        FROM card_history_days k WHERE k.card_id = ${card} AND k.change_micro <> 0) AS kept,
      (SELECT json_agg(json_build_object('day', r.day::text, 'change', r.change::text) ORDER BY r.day) FROM (
        SELECT day, sum(change) AS change FROM (
          SELECT card_history_day(a.created_at) AS day,
            card_history_purchase_change(a.id, a.direction, a.status, a.captured_micro) AS change
          FROM card_authorizations a WHERE a.card_id = ${card}
          UNION ALL
          SELECT card_history_day(l.created_at), card_history_ledger_change(l)
          FROM card_ledger l WHERE l.card_id = ${card} AND card_history_is_ledger_row(l)
        ) AS changes GROUP BY day HAVING sum(change) <> 0) AS r) AS recounted`),
  )
  const parse = (value: unknown) =>
    ((typeof value === 'string' ? JSON.parse(value) : value) ?? []) as { day: string; change: string }[]
  return { kept: parse(row?.kept), recounted: parse(row?.recounted) }
}

describe('card history keyed by its last row', () => {
  it('walks every row once, in order, with the running balances of the old computation', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 2 }),
        async (ops, limit, skip) => {
          const state: State = { purchases: [], credits: [], withdrawals: [] }
          for (const op of ops) {
            await apply(op, state)
            // The clock moves days: a fresh session for each request that needs one.
            if (op.op === 'wait') {
              owner = await kit.signIn(1)
              other = await kit.signIn(2)
            }
          }
          for (const card of [cardId, otherCardId]) {
            const { kept, recounted } = await daySums(card)
            expect(kept).toEqual(recounted)
          }
          // The other card's history (the moved money's credits) walked by keys as by skip.
          const otherOld = await bySkip(other, otherCardId)
          expect(await byKeys(other, otherCardId, limit, 0)).toEqual(otherOld.items)
          const old = await bySkip(owner, cardId)
          expect(old.items.length).toBe(old.total)
          // Keyed pages with no skip inside: the same rows, once each, in order, with the same balances.
          expect(await byKeys(owner, cardId, limit, 0)).toEqual(old.items)
          // With a skip inside each keyed page: the rows the walk jumps over and no others.
          const jumped = await byKeys(owner, cardId, limit, skip)
          const expected = old.items.slice(0, limit)
          for (let i = limit + skip; i < old.items.length; i += limit + skip) {
            expected.push(...old.items.slice(i, i + limit))
          }
          expect(jumped).toEqual(expected)
        },
      ),
      { numRuns: 12 },
    )
  }, 300_000)

  it('a keyed page takes the rows above it from the sums per day, not from the rows', async () => {
    // The sums per day are what a keyed page reads of the rows above its key's day: move the newest day's sum
    // and the keyed page's balances move with it, while the old computation (which folds the rows) does not.
    kit.t.clock.advance(2 * 86_400_000)
    owner = await kit.signIn(1)
    // A settled credit two days after everything else: the newest day has a sum, the key's day is older.
    await kit.fund(cardId, 5n * USD)
    const old = await bySkip(owner, cardId)
    const key = old.items[1]!
    const keyed = (await owner.api.get(`/card/${cardId}/transaction?limit=3&before=${key.id}`)).json<Page>()
    expect(keyed.items).toEqual(old.items.slice(2, 5))
    const newest = sql`card_id = ${cardId} AND day = (SELECT max(day) FROM card_history_days WHERE card_id = ${cardId})`
    await kit.db.execute(
      sql`UPDATE card_history_days SET change_micro = change_micro + 1000000 WHERE ${newest}`,
    )
    try {
      const moved = (await owner.api.get(`/card/${cardId}/transaction?limit=3&before=${key.id}`)).json<Page>()
      const cents = (usd: string | undefined) => Math.round(Number(usd) * 100)
      expect(moved.items.map((i) => cents(i.balanceAfter))).toEqual(
        keyed.items.map((i) => (i.balanceAfter === undefined ? Number.NaN : cents(i.balanceAfter) - 100)),
      )
      expect((await bySkip(owner, cardId)).items).toEqual(old.items)
    } finally {
      await kit.db.execute(
        sql`UPDATE card_history_days SET change_micro = change_micro - 1000000 WHERE ${newest}`,
      )
    }
  })

  it("a key that is no row of this card's history is refused; another user's card is not found", async () => {
    owner = await kit.signIn(1)
    other = await kit.signIn(2)
    const mine = (await owner.api.get(`/card/${cardId}/transaction?limit=1`)).json<Page>().items[0]!
    const theirs = (await other.api.get(`/card/${otherCardId}/transaction?limit=1`)).json<Page>().items[0]!
    for (const before of [theirs.id, 'L999999999', 'no-such-row']) {
      const res = await owner.api.get(`/card/${cardId}/transaction?limit=3&before=${before}`)
      expect([res.statusCode, res.json().code, res.json().details], before).toEqual([
        400,
        'validation_failed',
        { kind: 'fields', fields: [{ path: 'query.before', rule: 'refused' }] },
      ])
    }
    const foreign = await owner.api.get(`/card/${otherCardId}/transaction?limit=3&before=${theirs.id}`)
    expect(foreign.statusCode).toBe(404)
    const bad = await owner.api.get(`/card/${cardId}/transaction?limit=3&before=${encodeURIComponent('x y')}`)
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed'])
    expect((await owner.api.get(`/card/${cardId}/transaction?limit=3&before=${mine.id}`)).statusCode).toBe(
      200,
    )
  })
})
