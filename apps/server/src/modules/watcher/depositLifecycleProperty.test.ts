import { randomBytes, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { computeFee, DEFAULT_FEE_RATE, stableToMicroUsd, transferKey } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { Address, Hash, PrivateKeyAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createDepositChain,
  type DepositChain,
  type SignedTransfer,
} from '../../../test/helpers/depositChain'
import {
  createPaymentsFixture,
  insertCard,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { SANDBOX_FINALITY_DEPTH } from '../../config/sandboxChain'
import { rowsOf } from '../../db/rowsOf'

// The deposit side's property: random deposit lifecycles on a real anvil, with the real watcher, ledger and
// settlement and the real app over HTTP. Per run, a few cards of two owners (one card with a small maximum, so
// money over it stays pending) and a third person's card; transfers of the order currency (USDT) to them, of
// another listed token (USDC) and of the native coin to them, and USDT to addresses that are no card's. Steps in
// random order with duplicates: a transfer sent (again, after a reorg dropped it: the same transaction), reported
// by its owner (before it is sent, several times, concurrently, with a watcher pass running, on another card of
// theirs, on another person's card, or a hash nobody sent), blocks mined, reorgs (anvil_reorg, up to deeper than
// finality) that drop blocks and re-include some of the transactions they held, watcher passes, time passing,
// the sandbox's settle-now of one owner, the owner moving money over a card's maximum to their other card.
//
// After every step: each card's balance and pending top-up are the sums of its ledger rows, and its open credits
// add up to its pending top-up. At the end, once everything is final and settled, the chain decides: every USDT
// transfer to a card's address in the canonical chain is credited exactly once to that card, at its block, and
// nothing else is (a transfer a reorg removed keeps no credit; if its money had settled already, it is kept as
// the documented `reorg_shortfall` and the card's later deposits are held as `card_inactive`); each USDC or
// native transfer to a card in the canonical chain is one `unsupported_token` exception, never a credit; each
// card holds exactly its credits' net amounts (less the fee) plus its shortfalls plus what moved in less what
// moved out (each move one amount, taken from its credits), settled up to its maximum, the rest pending; the
// ledger adds up to the card. Three lifecycles that found bugs are played first (EXAMPLE, MOVED_THEN_REORGED,
// REMINED_AFTER_SHORTFALL).
// DEPOSIT_RUNS raises the run count; DEPOSIT_SEED / DEPOSIT_PATH replay a failure (fast-check prints both).

const RUNS = Number(process.env.DEPOSIT_RUNS ?? 8)
/** Transfers planned per run (each from its own fresh sender). */
const TRANSFERS = 8
const MAX_REORG = SANDBOX_FINALITY_DEPTH + 3
/** USDT funded to each sender, base units (6 decimals). */
const SENDER_FUNDS = 100n * USD

let f: PaymentsFixture
let chain: DepositChain
let base = ''
const sessions: Record<number, Record<string, string>> = {}
let stepsRun = 0
/** What the runs went through (printed at the end: a property that never reaches a path proves nothing of it). */
const seen: Record<string, number> = {}
const note = (what: string, n = 1) => {
  seen[what] = (seen[what] ?? 0) + n
}

beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the property drives every pass itself
  chain = await createDepositChain(f)
  await f.runtime.tick() // the watcher's first pass (it runs from the app's start): the chain has its cursor
  // Reports go over real HTTP to the real app.
  await f.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(f.app.server.address() as AddressInfo).port}`
  for (const i of [1, 2, 3]) {
    const session = await signInAccount(f, i)
    sessions[i] = { ...session.headers, 'content-type': 'application/json' }
  }
}, 120_000)
afterAll(async () => {
  await f?.close()
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await f.db.database.db.execute(query))
}

// ------------------------------------------------------------------------------------------- what happens

/** Cards of a run: 0 and 1 are owner 1's (0 with a 30 USD maximum, 2 with 80), 2 is owner 2's, 3 is owner 3's. */
const CARD_OWNERS = [1, 1, 2, 3] as const
const CARD_UPPER = [30n * USD, 3_000n * USD, 80n * USD, null] as const

type Planned =
  /** USDT to card `card` (`cents` of a dollar). */
  | { kind: 'usdt'; card: number; cents: number }
  /** USDC, a token the cards do not take, to card `card`. */
  | { kind: 'usdc'; card: number; cents: number }
  /** The native coin to card `card`. */
  | { kind: 'native'; card: number; cents: number }
  /** USDT to an address that is no card's. */
  | { kind: 'stray'; card: number; cents: number }

type Step =
  | { k: 'send'; t: number }
  | {
      k: 'report'
      t: number
      /** Which card the owner reports it on: the card it pays, another of theirs, another person's. */
      on: 'own' | 'sibling' | 'stranger'
      /** A hash nobody sent instead of the transfer's. */
      bogus: boolean
      times: number
      /** The repeated reports at once, not one after the other; and a watcher pass alongside. */
      concurrent: boolean
      withPass: boolean
    }
  | { k: 'mine'; n: number }
  | { k: 'reorg'; depth: number; keep: number; offsets: number }
  | { k: 'pass' }
  | { k: 'time' }
  | { k: 'settleNow'; owner: 1 | 2 }
  /** Owner 1 moves money over a card's maximum to their other card (all of it, or `cents`), once per key. */
  | { k: 'move'; from: 0 | 1; cents: number | null; times: number }

const planned: fc.Arbitrary<Planned> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('usdt' as const),
      card: fc.integer({ min: 0, max: 3 }),
      cents: fc.integer({ min: 1, max: 6_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('usdc' as const, 'native' as const, 'stray' as const),
      card: fc.integer({ min: 0, max: 3 }),
      cents: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ k: fc.constant('send' as const), t: fc.nat(TRANSFERS - 1) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('report' as const),
      t: fc.nat(TRANSFERS - 1),
      on: fc.constantFrom(
        'own' as const,
        'own' as const,
        'own' as const,
        'sibling' as const,
        'stranger' as const,
      ),
      bogus: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
      times: fc.integer({ min: 1, max: 3 }),
      concurrent: fc.boolean(),
      withPass: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('mine' as const), n: fc.integer({ min: 1, max: 3 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('reorg' as const),
      depth: fc.integer({ min: 1, max: MAX_REORG }),
      keep: fc.nat(),
      offsets: fc.nat(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('pass' as const) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('time' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('settleNow' as const),
      owner: fc.constantFrom(1 as const, 2 as const),
    }),
  },
)
const moveStep: fc.Arbitrary<Step> = fc.record({
  k: fc.constant('move' as const),
  from: fc.constantFrom(0 as const, 0 as const, 0 as const, 1 as const),
  cents: fc.option(fc.integer({ min: 1, max: 3_000 }), { freq: 2, nil: null }),
  times: fc.integer({ min: 1, max: 2 }),
})
const run = fc.record({
  transfers: fc.array(planned, { minLength: TRANSFERS, maxLength: TRANSFERS }),
  steps: fc.array(fc.oneof({ weight: 23, arbitrary: step }, { weight: 2, arbitrary: moveStep }), {
    minLength: 15,
    maxLength: 40,
  }),
})

// ---------------------------------------------------------------------------------------------- the run

type Card = { id: string; address: Address; owner: number; upper: bigint | null }
type Live = { plan: Planned; signed: SignedTransfer; to: Address; token: Address | null; amount: bigint }

type Money = { balance: bigint; pending: bigint; topupHold: string | null }

async function moneyOf(cards: Card[]): Promise<Map<string, Money>> {
  const found = await rows<{ id: string; balance: string; pending: string; topup_hold: string | null }>(
    sql`SELECT id, balance_micro::text AS balance, pending_micro::text AS pending, topup_hold FROM cards
        WHERE id IN (${sql.join(
          cards.map((c) => sql`${c.id}`),
          sql`, `,
        )})`,
  )
  return new Map(
    found.map((r) => [
      r.id,
      { balance: BigInt(r.balance), pending: BigInt(r.pending), topupHold: r.topup_hold },
    ]),
  )
}

/** After every step: each card's money is what its ledger rows add up to, and its open credits its pending. */
async function checkBooks(cards: Card[], when: string): Promise<void> {
  const money = await moneyOf(cards)
  for (const card of cards) {
    const [books] = await rows<{ balance: string; pending: string; open: string }>(
      sql`SELECT
          (SELECT coalesce(sum(balance_delta), 0)::text FROM card_ledger WHERE card_id = ${card.id}) AS balance,
          (SELECT coalesce(sum(pending_delta), 0)::text FROM card_ledger WHERE card_id = ${card.id}) AS pending,
          (SELECT coalesce(sum(amount_micro - settled_micro - reversed_micro), 0)::text FROM card_credits
            WHERE card_id = ${card.id}) AS open`,
    )
    const m = money.get(card.id)!
    expect(
      { balance: m.balance, pending: m.pending, open: m.pending },
      `${when}: card ${card.owner}`,
    ).toEqual({
      balance: BigInt(books!.balance),
      pending: BigInt(books!.pending),
      open: BigInt(books!.open),
    })
  }
}

const usd = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
const strayAddress = (): Address => `0x${randomBytes(20).toString('hex')}` as Address
const net = (gross: bigint) => gross - computeFee(gross, DEFAULT_FEE_RATE)

async function playRun(r: { transfers: Planned[]; steps: Step[] }): Promise<void> {
  const cards: Card[] = []
  for (const [i, owner] of CARD_OWNERS.entries()) {
    const upper = CARD_UPPER[i]!
    const card = await insertCard(f, {
      owner: testAccount(owner).address,
      status: 'active',
      balanceUpperMicro: upper,
    })
    cards.push({ ...card, owner, upper })
  }
  const senders: PrivateKeyAccount[] = await chain.fundSenders(TRANSFERS, SENDER_FUNDS)
  const live: Live[] = []
  for (const [i, plan] of r.transfers.entries()) {
    const cents = BigInt(plan.cents)
    const to = plan.kind === 'stray' ? strayAddress() : cards[plan.card]!.address
    const token =
      plan.kind === 'usdt' || plan.kind === 'stray' ? f.usdt : plan.kind === 'usdc' ? chain.usdc : null
    // Tokens have 6 decimals (a cent is 10,000 base units); the native coin is sent in 10^12 wei a cent.
    const amount = token === null ? cents * 10n ** 12n : cents * 10_000n
    live.push({ plan, to, token, amount, signed: await chain.sign(senders[i]!, token, to, amount) })
  }
  // Reorgs stay within this run's blocks (the runs before are final and settled).
  const runBase = await chain.head()
  const trail: string[] = []
  const sent = new Set<Live>()

  const post = async (url: string, owner: number, payload: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: sessions[owner]!,
      body: JSON.stringify(payload),
    })
    const text = await res.text()
    return { status: res.status, body: text, json: () => JSON.parse(text) }
  }

  for (const s of r.steps) {
    stepsRun++
    trail.push(JSON.stringify(s))
    switch (s.k) {
      case 'send': {
        const t = live[s.t]!
        if ((await chain.where(t.signed.hash)) === null) {
          note(sent.has(t) ? 'transactions sent again' : 'transactions sent')
          sent.add(t)
          await chain.send(t.signed)
        }
        break
      }
      case 'report': {
        const t = live[s.t]!
        const own = cards[t.plan.card]!
        const reporter = own.owner
        const card =
          s.on === 'own'
            ? own
            : s.on === 'sibling'
              ? (cards.find((c) => c.owner === reporter && c.id !== own.id) ?? own)
              : cards.find((c) => c.owner !== reporter)!
        const hash = s.bogus ? (`0x${randomBytes(32).toString('hex')}` as Hash) : t.signed.hash
        const hold = (await moneyOf([card])).get(card.id)!.topupHold
        const report = () =>
          post(`/api/card/${card.id}/topup/pay`, reporter, { currency: 'usdt', hash, nonce: 0 })
        const answers: { status: number; body: string }[] = []
        const reports = s.concurrent
          ? Promise.all(Array.from({ length: s.times }, report)).then((a) => answers.push(...a))
          : (async () => {
              for (let i = 0; i < s.times; i++) answers.push(await report())
            })()
        await Promise.all([reports, s.withPass ? f.runtime.tick() : null])
        for (const a of answers) {
          note(`reports answered ${a.status}`)
          const why = `${a.status} ${a.body} (${trail.join(' ')})`
          if (card.owner !== reporter) expect(a.status, why).toBe(404)
          else if (hold !== null) expect([204, 409], why).toContain(a.status)
          else if (card === own && !s.bogus && t.plan.kind === 'usdt') expect(a.status, why).toBe(204)
          else expect(a.status, why).toBeLessThan(500)
        }
        break
      }
      case 'mine':
        await f.testClient.mine({ blocks: s.n })
        break
      case 'reorg': {
        const head = await chain.head()
        const depth = Math.min(s.depth, Number(head - runBase))
        if (depth < 1) break
        // The run's transactions in the blocks replaced: some are mined again in the new blocks.
        const dropped: Live[] = []
        for (const t of live) {
          const at = await chain.where(t.signed.hash)
          if (at && at.blockNumber > head - BigInt(depth)) dropped.push(t)
        }
        const again = dropped
          .filter((_, i) => ((s.keep >> i) & 1) === 1)
          .map((t, i) => [t.signed.raw, ((s.offsets >> (2 * i)) & 3) % depth] as [`0x${string}`, number])
        await chain.reorg(depth, again)
        note('reorgs')
        note('transactions dropped by a reorg', dropped.length - again.length)
        note('transactions re-included by a reorg', again.length)
        break
      }
      case 'pass':
        await f.runtime.tick()
        break
      case 'time':
        f.clock.advance(31_000)
        break
      case 'move': {
        const from = cards[s.from]!
        const to = cards[1 - s.from]!
        const key = randomUUID()
        const body = { toCardId: to.id, key, ...(s.cents === null ? {} : { amount: usd(s.cents) }) }
        for (let i = 0; i < s.times; i++) {
          const res = await post(`/api/card/${from.id}/pending-topup/transfer`, from.owner, body)
          note(`excess moves answered ${res.status}`)
          // Refused when there is nothing (final) to move, or no room on the target: never a server error.
          expect([200, 409, 422], res.body).toContain(res.status)
          if (res.status === 200 && s.cents !== null) expect(res.json().transfer.amount).toBe(usd(s.cents))
        }
        break
      }
      case 'settleNow': {
        const res = await post('/api/sandbox/settle', s.owner, {})
        expect(res.status, res.body).toBe(204)
        break
      }
    }
    await checkBooks(cards, `after ${trail.join(' ')}`)
  }

  // Everything final: blocks past finality, passes, time past the settlement delay (and the drop delay of
  // reports of transactions never sent), passes again.
  await f.testClient.mine({ blocks: SANDBOX_FINALITY_DEPTH + 2 })
  await f.runtime.tick()
  await f.runtime.tick()
  f.clock.advance(31 * 60_000)
  await f.runtime.tick()
  await f.runtime.tick()
  await checkBooks(cards, 'at the end')
  await checkOutcome(cards, live, trail)
}

// ------------------------------------------------------------------------------------------- the outcome

async function checkOutcome(cards: Card[], live: Live[], trail: string[]): Promise<void> {
  const why = (what: string) => `${what} (steps: ${trail.join(' ')})`
  const chainId = f.chain.chainId
  const ids = sql.join(
    cards.map((c) => sql`${c.id}`),
    sql`, `,
  )
  const hashes = sql.join(
    live.map((t) => sql`${t.signed.hash.toLowerCase()}`),
    sql`, `,
  )
  const credits = await rows<{
    tx_hash: string
    log_index: number
    card_id: string
    block_hash: string
    amount_base: string
    final: boolean
    orphaned: boolean
  }>(sql`SELECT tx_hash, log_index, card_id, block_hash, amount_base::text AS amount_base,
      final_at IS NOT NULL AS final, orphaned_at IS NOT NULL AS orphaned
    FROM payment_credits WHERE chain_id = ${chainId} AND (card_id IN (${ids}) OR tx_hash IN (${hashes}))`)
  const exceptions = await rows<{
    reason: string
    dedupe_key: string
    card_id: string | null
    tx_hash: string | null
    amount_micro: string | null
  }>(sql`SELECT reason, dedupe_key, card_id, tx_hash, amount_micro::text AS amount_micro FROM deposit_exceptions
    WHERE card_id IN (${ids}) OR tx_hash IN (${hashes})`)
  // What each payment's credits still hold (credited less reversed): the money the card got for it.
  const held = await rows<{ card_id: string; tx_hash: string; held: string }>(
    sql`SELECT c.card_id, p.tx_hash, sum(c.amount_micro - c.reversed_micro)::text AS held
      FROM card_credits c JOIN payments p ON p.id = c.payment_id
      WHERE c.card_id IN (${ids}) GROUP BY c.card_id, p.tx_hash HAVING sum(c.amount_micro - c.reversed_micro) <> 0`,
  )
  const money = await moneyOf(cards)
  // Money over a maximum moved between cards, as the ledger has it: each move's two rows (`transfer:<card>:<key>:
  // out|in`) are one amount, between two cards of one owner.
  const moves = await rows<{ ref: string; card_id: string; delta: string }>(
    sql`SELECT ref, card_id, pending_delta::text AS delta FROM card_ledger
      WHERE card_id IN (${ids}) AND ref LIKE 'transfer:%' ORDER BY ref`,
  )
  const moved = new Map<string, bigint>()
  for (const m of moves) moved.set(m.card_id, (moved.get(m.card_id) ?? 0n) + BigInt(m.delta))
  const legs = new Map<string, bigint[]>()
  for (const m of moves) {
    const key = m.ref.replace(/:(out|in)$/, '')
    legs.set(key, [...(legs.get(key) ?? []), BigInt(m.delta)])
  }
  for (const [key, [a, b, ...more]] of legs) {
    expect([more.length, (a ?? 0n) + (b ?? 0n)], why(`move ${key} is not one amount out and in`)).toEqual([
      0,
      0n,
    ])
    note('money moved over a maximum')
  }

  // The chain decides: where each of the run's transactions is now.
  const canonical = new Map<Hash, { blockHash: string; logIndex: number }>()
  for (const t of live) {
    const at = await chain.where(t.signed.hash)
    if (!at) continue
    const log = t.token === null ? -1 : at.logs.find((l) => l.address === t.token!.toLowerCase())!.logIndex
    canonical.set(t.signed.hash, { blockHash: at.blockHash, logIndex: log })
  }

  const shortfalls = exceptions.filter((e) => e.reason === 'reorg_shortfall')
  for (const card of cards) {
    const mine = (t: Live) => t.plan.kind !== 'stray' && cards[t.plan.card]!.id === card.id
    const shortfallTxs = new Set(shortfalls.filter((e) => e.card_id === card.id).map((e) => e.tx_hash))
    const inactive = exceptions.filter((e) => e.card_id === card.id && e.reason === 'card_inactive')
    // A card's deposits are held only after a shortfall stopped its top-ups.
    if (inactive.length > 0)
      expect(shortfallTxs.size, why(`card ${card.owner} held deposits`)).toBeGreaterThan(0)
    const heldKeys = new Set(inactive.map((e) => e.dedupe_key))

    const expectedCredits: string[] = []
    const expectedHeld = new Map<string, bigint>()
    let total = 0n
    for (const t of live.filter(mine)) {
      const at = canonical.get(t.signed.hash)
      const hash = t.signed.hash.toLowerCase()
      if (!at) continue
      const key = transferKey(chainId, hash, at.logIndex)
      if (t.plan.kind === 'usdt') {
        if (heldKeys.has(key)) continue
        expectedCredits.push(`${hash}:${at.logIndex}@${at.blockHash}=${t.amount}`)
        const value = net(stableToMicroUsd(t.amount, 6, 'down'))
        expectedHeld.set(hash, (expectedHeld.get(hash) ?? 0n) + value)
        total += value
      } else {
        // A token the card does not take, or the native coin: held for a person, never credited.
        note(`${t.plan.kind} transfers held`)
        expect(
          exceptions.filter((e) => e.dedupe_key === key).map((e) => [e.reason, e.card_id]),
          why(`${t.plan.kind} ${hash} to card ${card.owner}`),
        ).toEqual([['unsupported_token', card.id]])
      }
    }
    for (const e of shortfalls.filter((s) => s.card_id === card.id)) {
      // Money already spendable when its transfer left the chain: kept, as documented (never taken back).
      const t = live.find((l) => l.signed.hash.toLowerCase() === e.tx_hash)
      expect(t && t.plan.kind === 'usdt' && mine(t), why(`shortfall ${e.tx_hash}`)).toBe(true)
      expect(BigInt(e.amount_micro!)).toBeGreaterThan(0n)
      expectedHeld.set(e.tx_hash!, (expectedHeld.get(e.tx_hash!) ?? 0n) + BigInt(e.amount_micro!))
      total += BigInt(e.amount_micro!)
    }
    const creditedHere = credits.filter((c) => c.card_id === card.id && !c.orphaned)
    expect(
      creditedHere.map((c) => `${c.tx_hash}:${c.log_index}@${c.block_hash}=${c.amount_base}`).sort(),
      why(`credits of card ${card.owner}`),
    ).toEqual(expectedCredits.sort())
    expect(
      creditedHere.filter((c) => !c.final),
      why(`credits of card ${card.owner} not final`),
    ).toEqual([])
    // A credit orphaned by a reorg past its settlement: its block is not in the chain any more.
    for (const c of credits.filter((c) => c.card_id === card.id && c.orphaned)) {
      expect(canonical.get(c.tx_hash as Hash)?.blockHash, why(`orphaned ${c.tx_hash}`)).not.toBe(c.block_hash)
      expect(shortfallTxs.has(c.tx_hash), why(`orphaned ${c.tx_hash} without shortfall`)).toBe(true)
    }
    // Each payment holds its transfer's net amount (or the shortfall kept), less what moved out of it to another
    // card: nothing twice, nothing of a transfer the chain does not hold.
    const heldNow = new Map(held.filter((h) => h.card_id === card.id).map((h) => [h.tx_hash, BigInt(h.held)]))
    for (const [hash, amount] of heldNow) {
      const expected = expectedHeld.get(hash)
      expect(
        expected !== undefined && amount <= expected,
        why(`card ${card.owner} holds ${amount} of ${hash}, the chain says ${expected}`),
      ).toBe(true)
    }
    let takenOut = 0n
    for (const [hash, expected] of expectedHeld) takenOut += expected - (heldNow.get(hash) ?? 0n)
    const movedOut = moves
      .filter((x) => x.card_id === card.id && x.ref.endsWith(':out'))
      .reduce((sum, x) => sum - BigInt(x.delta), 0n)
    expect(takenOut, why(`card ${card.owner}: what its credits lost is not what moved out`)).toBe(movedOut)
    total += moved.get(card.id) ?? 0n
    note('credits at the end', creditedHere.length)
    note('reorg shortfalls', shortfallTxs.size)
    note('deposits held (card_inactive)', inactive.length)
    note(
      'reorg reversals',
      (await rows(sql`SELECT 1 FROM card_ledger WHERE card_id = ${card.id} AND kind = 'reorg_reversal'`))
        .length,
    )
    const m = money.get(card.id)!
    if (card.upper !== null && m.pending > 0n) note('cards with money over their maximum')
    expect(m.balance + m.pending, why(`money of card ${card.owner}`)).toBe(total)
    // Settled up to the card's maximum; what is over it stays pending (DESIGN "Deposits and payments").
    if (card.upper === null) expect(m.pending, why(`pending of card ${card.owner}`)).toBe(0n)
    else {
      expect(m.balance <= card.upper, why(`balance of card ${card.owner} over its maximum`)).toBe(true)
      if (m.pending > 0n)
        expect(m.balance, why(`card ${card.owner} not filled to its maximum`)).toBe(card.upper)
    }
  }
  // No transfer of the run is credited to any card but the one it paid, nor anything not USDT to a card.
  for (const c of credits) {
    const t = live.find((l) => l.signed.hash.toLowerCase() === c.tx_hash)
    if (!t) continue
    expect(
      t.plan.kind === 'usdt' && cards[t.plan.card]!.id === c.card_id,
      why(`${t.plan.kind} ${c.tx_hash} credited to another card`),
    ).toBe(true)
  }
  for (const t of live.filter((l) => l.plan.kind === 'stray')) {
    expect(
      exceptions.filter((e) => e.tx_hash === t.signed.hash.toLowerCase() && e.reason !== 'rejected_report'),
      why(`stray ${t.signed.hash}`),
    ).toEqual([])
  }
}

const usdt = (card: number, cents: number): Planned => ({ kind: 'usdt', card, cents })
const own = { on: 'own', bogus: false, times: 1, concurrent: false, withPass: false } as const
/**
 * Played first: a transfer credited on its report, settled at once by settle-now (final at depth 0), then
 * dropped by a reorg before the watcher's cursor reached its block.
 */
const EXAMPLE: { transfers: Planned[]; steps: Step[] } = {
  transfers: [
    usdt(0, 1_000),
    usdt(1, 2_000),
    usdt(2, 500),
    usdt(0, 4_000),
    usdt(3, 700),
    usdt(1, 100),
    usdt(2, 50),
    usdt(0, 10),
  ],
  steps: [
    { k: 'send', t: 0 },
    { k: 'send', t: 1 },
    { k: 'mine', n: 1 },
    { k: 'report', t: 0, ...own },
    { k: 'report', t: 1, ...own },
    { k: 'settleNow', owner: 1 },
    { k: 'reorg', depth: 3, keep: 0, offsets: 0 },
    { k: 'pass' },
    { k: 'send', t: 2 },
    { k: 'pass' },
  ],
}

/**
 * Played second: money over the maximum of a card settled by settle-now is moved, then its transfer is dropped
 * (a shortfall: the card's later deposits are held).
 */
const MOVED_THEN_REORGED: { transfers: Planned[]; steps: Step[] } = {
  transfers: EXAMPLE.transfers.map((t, i) => (i === 0 ? usdt(0, 5_000) : t)),
  steps: [
    { k: 'send', t: 0 },
    { k: 'mine', n: 1 },
    { k: 'report', t: 0, ...own },
    { k: 'settleNow', owner: 1 },
    { k: 'move', from: 0, cents: null, times: 1 },
    { k: 'reorg', depth: 3, keep: 0, offsets: 0 },
    { k: 'pass' },
    // The card's top-ups stopped: a report is refused, the transfer held (card_inactive), not credited.
    { k: 'report', t: 3, ...own },
    { k: 'send', t: 3 },
    { k: 'mine', n: 2 },
    { k: 'pass' },
  ],
}

/**
 * Found by a random run (seed -1098227503): a settled transfer a reorg removed (a `reorg_shortfall`), then the same
 * transaction mined again in another block, was neither credited nor held: its orphaned credit was taken for its
 * credit. It is held (`card_inactive`, the card's top-ups stopped) like any later deposit.
 */
const REMINED_AFTER_SHORTFALL: { transfers: Planned[]; steps: Step[] } = {
  transfers: EXAMPLE.transfers.map((t, i) => (i === 0 ? usdt(0, 5_000) : t)),
  steps: [
    { k: 'send', t: 0 },
    { k: 'mine', n: 1 },
    { k: 'pass' },
    { k: 'settleNow', owner: 1 },
    { k: 'reorg', depth: 3, keep: 0, offsets: 0 },
    { k: 'pass' },
    { k: 'send', t: 0 },
    { k: 'mine', n: 2 },
    { k: 'pass' },
  ],
}

describe('random deposit lifecycles on a real chain, with reorgs, reports and settlement', () => {
  it('credit every canonical transfer to a card exactly once, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(run, async (r) => playRun(r)),
      {
        numRuns: RUNS,
        endOnFailure: true,
        examples: [[EXAMPLE], [MOVED_THEN_REORGED], [REMINED_AFTER_SHORTFALL]],
        // A failure is replayed with its seed and path: DEPOSIT_SEED=... DEPOSIT_PATH=...
        ...(process.env.DEPOSIT_SEED
          ? { seed: Number(process.env.DEPOSIT_SEED), path: process.env.DEPOSIT_PATH ?? '0' }
          : {}),
      },
    )
    console.info(`deposit lifecycles: ${RUNS} runs, ${stepsRun} steps`, seen)
    expect(stepsRun).toBeGreaterThanOrEqual((RUNS - 3) * 15) // the three examples are shorter
  }, 900_000)
})
