import { sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  cardMoney,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { scanDeposits } from '../../flows/watchDeposits'
import { CHECKPOINT_INTERVAL } from './checkpoints'
import { readCursor } from './cursor'

// Reorgs deeper than any fixed rewind, after the credit settled. anvil's own anvil_reorg wipes its
// state beyond about 64 blocks, so these replace 100 and 300 blocks with an evm_snapshot / evm_revert pair
// (the branch holding the transfer is thrown away, a longer one without it is mined). The watcher notices the
// block before its cursor is gone, bisects its kept block hashes to the fork point and re-checks every credit
// from there, whatever the finality depth: one reorg_shortfall per vanished settled credit, top-ups held,
// nothing taken back from the spendable balance, nothing negative.
const cases = [
  { finality: 4, depths: [100, 300] },
  { finality: 70, depths: [86, 100, 300] },
]

const db = (f: PaymentsFixture) => f.db.database.db

async function rows<T>(f: PaymentsFixture, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db(f).execute(query))
}

const head = (f: PaymentsFixture) => f.wallet(0).getBlockNumber({ cacheTime: 0 })

/** chaincard_reorgs_past_finality_total of the sandbox chain. */
const pastFinalityCount = async (f: PaymentsFixture) =>
  (await f.app.metrics.moneyPath.reorgsPastFinality.get()).values.find(
    (v) => v.labels.chain_id === String(f.chain.chainId),
  )?.value ?? 0

type Card = { id: string; address: `0x${string}` }
type SignedIn = Awaited<ReturnType<typeof signInAccount>>

/**
 * A 12 USD transfer to a new card of `owner`, credited and settled (finality and the settlement delay passed);
 * then the branch holding it grows to `depth` blocks past the fork, the watcher follows it, and the branch is
 * replaced by one of `replacement` blocks without the transfer. Returns the last block both branches share.
 */
async function settledThenReplaced(
  f: PaymentsFixture,
  p: { owner: number; finality: number; depth: number; replacement: number },
): Promise<{ card: Card; user: SignedIn; forkBase: bigint }> {
  const card = await insertCard(f, { owner: testAccount(p.owner).address, status: 'active' })
  const user = await signInAccount(f, p.owner)
  await f.runtime.tick() // the cursor at the head
  const snapshot = (await f.testClient.snapshot()) as Hex
  const forkBase = await head(f)
  await sendUsdt(f, p.owner, card.address, 12n * USD)
  await mine(f, p.finality + 1)
  await f.runtime.tick()
  await f.runtime.tick()
  f.clock.advance(31_000)
  await f.runtime.tick()
  expect(await cardMoney(f, card.id)).toEqual({
    status: 'active',
    balanceMicro: net(12n * USD),
    pendingMicro: 0n,
  })
  await mine(f, p.depth - Number((await head(f)) - forkBase))
  await f.runtime.tick()
  expect((await readCursor(db(f), f.chain.chainId))!.nextBlock).toBeGreaterThan(
    forkBase + BigInt(p.depth) - 2n,
  )
  expect(await f.testClient.revert({ id: snapshot })).toBeUndefined()
  await mine(f, p.replacement)
  return { card, user, forkBase }
}

/** One open reorg_shortfall, the balance untouched (nothing negative, the ledger adds up), top-ups held. */
async function expectShortfallHeld(f: PaymentsFixture, card: Card, user: SignedIn) {
  expect(
    await rows(f, sql`SELECT reason, status FROM deposit_exceptions WHERE card_id = ${card.id}`),
  ).toEqual([{ reason: 'reorg_shortfall', status: 'open' }])
  expect(await cardMoney(f, card.id)).toEqual({
    status: 'active',
    balanceMicro: net(12n * USD),
    pendingMicro: 0n,
  })
  const [ledger] = await rows<{ balance: string; pending: string }>(
    f,
    sql`SELECT coalesce(sum(balance_delta), 0)::text AS balance, coalesce(sum(pending_delta), 0)::text AS pending
        FROM card_ledger WHERE card_id = ${card.id}`,
  )
  expect(ledger).toEqual({ balance: String(net(12n * USD)), pending: '0' })
  expect(await rows(f, sql`SELECT id FROM cards WHERE balance_micro < 0 OR pending_micro < 0`)).toEqual([])
  const view = await f.app.inject({ method: 'GET', url: `/api/card/${card.id}`, headers: user.headers })
  expect(view.json()).toMatchObject({ topupDisabled: true })
  const info = await f.app.inject({
    method: 'GET',
    url: `/api/card/${card.id}/topup?currency=usdt`,
    headers: user.headers,
  })
  expect([info.statusCode, info.json().code]).toEqual([409, 'topup_disabled'])
}

for (const { finality, depths } of cases) {
  describe(`finality ${finality} blocks`, () => {
    let f: PaymentsFixture
    beforeAll(async () => {
      f = await createPaymentsFixture(
        {},
        { chain: (c) => ({ ...c, finality: { kind: 'depth', depth: finality } }) },
      )
      await f.runtime.jobs.stop() // each test drives the passes itself
    }, 120_000)
    afterAll(async () => {
      await f?.close()
    })

    for (const [i, depth] of depths.entries()) {
      it(`a ${depth}-block reorg after settlement: one reorg_shortfall, top-ups held, nothing negative`, async () => {
        const { card, user, forkBase } = await settledThenReplaced(f, {
          owner: 1 + i,
          finality,
          depth,
          replacement: depth + 2,
        })
        const calls = new Map<string, number>()
        const pass = await scanDeposits({
          ctx: f.runtime.ctx,
          chain: f.app.chains.get(f.chain.chainId)!.runtime,
          client: f.app.chains.get(f.chain.chainId)!.client,
          startAt: 'genesis',
          onRpcCall: (method) => calls.set(method, (calls.get(method) ?? 0) + 1),
        })
        // The fork point was found below the replaced branch, within one checkpoint interval of the real fork.
        expect(pass.rewound).toBe(true)
        expect(pass.rewoundTo! <= forkBase + 1n).toBe(true)
        expect(pass.rewoundTo! > forkBase - CHECKPOINT_INTERVAL).toBe(true)
        // ...by a bisection of the kept hashes: about log2 of their number in block lookups, not the depth.
        const [count] = await rows<{ kept: number }>(
          f,
          sql`SELECT count(*)::int AS kept FROM chain_checkpoints WHERE chain_id = ${f.chain.chainId}`,
        )
        expect(pass.forkCompared).toBeGreaterThan(0)
        expect(pass.forkCompared).toBeLessThanOrEqual(Math.ceil(Math.log2(count!.kept + 1)) + 1)
        // Every other block lookup of the pass is the rescan of the new branch (one per block, as any scan).
        expect(calls.get('eth_getBlockByNumber')).toBe(1 + pass.forkCompared + Number(pass.scanned))

        await f.runtime.tick() // the re-check of the credits from the fork point on
        await expectShortfallHeld(f, card, user)
        // The mark is cleared once every credit from the fork point on was compared; more passes add nothing.
        const [mark] = await rows<{ recheck_from: string | null }>(
          f,
          sql`SELECT recheck_from::text AS recheck_from FROM chain_cursors WHERE chain_id = ${f.chain.chainId}`,
        )
        expect(mark!.recheck_from).toBeNull()
        await mine(f, 3)
        await f.runtime.tick()
        await f.runtime.tick()
        await expectShortfallHeld(f, card, user)
      }, 120_000)
    }

    if (finality === 4) {
      it('a pass without a reorg: the kept hashes cost no call, and the calls per block do not grow with the cards', async () => {
        const client = f.app.chains.get(f.chain.chainId)!.client
        const chain = f.app.chains.get(f.chain.chainId)!.runtime
        await f.runtime.tick()
        // Each pass covers `blocks` blocks in which every card of the batch receives a transfer (one block each),
        // so the pass matches and credits every one of them: the calls must not depend on how many there are.
        const passOver = async (blocks: number, paid: { id: string; address: `0x${string}` }[]) => {
          for (const card of paid) await sendUsdt(f, 7, card.address, 5n * USD)
          await mine(f, blocks - paid.length)
          const calls = new Map<string, number>()
          const pass = await scanDeposits({
            ctx: f.runtime.ctx,
            chain,
            client,
            startAt: 'genesis',
            onRpcCall: (method) => calls.set(method, (calls.get(method) ?? 0) + 1),
          })
          expect(pass.scanned).toBe(BigInt(blocks))
          expect(pass.credited).toBe(paid.length)
          for (const card of paid) {
            const money = await cardMoney(f, card.id)
            expect(money.pendingMicro + money.balanceMicro).toBe(net(5n * USD))
          }
          return Object.fromEntries(calls)
        }
        const batch = async (n: number) => {
          const made: { id: string; address: `0x${string}` }[] = []
          for (let i = 0; i < n; i++)
            made.push(await insertCard(f, { owner: testAccount(7).address, status: 'active' }))
          return made
        }
        const few = await passOver(300, await batch(5))
        const many = await passOver(300, await batch(50))
        // The head, the cursor's block, one body per block and one eth_getLogs (per 2,000 blocks): nothing for the
        // kept hashes, nothing per card.
        expect(few).toEqual({ eth_blockNumber: 1, eth_getBlockByNumber: 1 + 300, eth_getLogs: 1 })
        expect(many).toEqual(few)
        const [count] = await rows<{ kept: number }>(
          f,
          sql`SELECT count(*)::int AS kept FROM chain_checkpoints WHERE chain_id = ${f.chain.chainId}`,
        )
        expect(count!.kept).toBeGreaterThanOrEqual(3) // one per 256 blocks, genesis included
      }, 120_000)
    }

    if (finality === 4) {
      it('a shorter branch below a settled credit: that credit is a shortfall too, once the branch passes its block', async () => {
        const a = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
        const b = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
        const userA = await signInAccount(f, 5)
        const userB = await signInAccount(f, 6)
        await f.runtime.tick()
        const snapshot = (await f.testClient.snapshot()) as Hex
        const forkBase = await head(f)
        const settle = async () => {
          await mine(f, finality + 1)
          await f.runtime.tick()
          await f.runtime.tick()
          f.clock.advance(31_000)
          await f.runtime.tick()
        }
        await sendUsdt(f, 5, a.address, 12n * USD) // at forkBase + 1
        await settle()
        await sendUsdt(f, 6, b.address, 12n * USD) // at forkBase + 7
        await settle()
        const creditOfB = await rows<{ block: string }>(
          f,
          sql`SELECT block_number::text AS block FROM payment_credits WHERE card_id = ${b.id}`,
        )
        await mine(f, 100 - Number((await head(f)) - forkBase))
        await f.runtime.tick()
        for (const card of [a, b]) expect((await cardMoney(f, card.id)).balanceMicro).toBe(net(12n * USD))

        // The new branch stops between the two credits' blocks: the first is a shortfall on the next pass. Its
        // block is above the new branch's finalized block (head - 4), but it was final when its credit settled: a
        // reorg past finality, counted and logged like one found at or below the finalized block.
        await f.testClient.revert({ id: snapshot })
        await mine(f, 4)
        expect(await head(f)).toBeLessThan(BigInt(creditOfB[0]!.block))
        const [creditOfA] = await rows<{ block: string }>(
          f,
          sql`SELECT block_number::text AS block FROM payment_credits WHERE card_id = ${a.id}`,
        )
        expect(BigInt(creditOfA!.block)).toBeGreaterThan((await head(f)) - BigInt(finality))
        const counted = await pastFinalityCount(f)
        const errors = vi.spyOn(f.app.log, 'error')
        await f.runtime.tick()
        await expectShortfallHeld(f, a, userA)
        expect(await pastFinalityCount(f)).toBe(counted + 1)
        expect(errors).toHaveBeenCalledWith(
          expect.objectContaining({ chainId: f.chain.chainId, blocks: 1, shortfalls: 1 }),
          expect.stringMatching(/^REORG PAST FINALITY/),
        )
        errors.mockRestore()
        // The second is compared once the head passes its block (a node that merely lags must not make a
        // credit look gone): until then the re-check mark stays on it.
        expect(await rows(f, sql`SELECT 1 FROM deposit_exceptions WHERE card_id = ${b.id}`)).toEqual([])
        const mark = async () =>
          (
            await rows<{ recheck_from: string | null }>(
              f,
              sql`SELECT recheck_from::text AS recheck_from FROM chain_cursors WHERE chain_id = ${f.chain.chainId}`,
            )
          )[0]!.recheck_from
        expect(await mark()).toBe(creditOfB[0]!.block)
        await mine(f, 10)
        await f.runtime.tick()
        await expectShortfallHeld(f, a, userA)
        await expectShortfallHeld(f, b, userB)
        expect(await mark()).toBeNull()
        expect(await pastFinalityCount(f)).toBe(counted + 2)
      }, 120_000)
    }

    it('a 100-block reorg onto a shorter branch (its head below the cursor): the same, on the first pass', async () => {
      const { card, user } = await settledThenReplaced(f, {
        owner: 8,
        finality,
        depth: 100,
        replacement: finality + 20,
      })
      const cursor = (await readCursor(db(f), f.chain.chainId))!
      expect(await head(f)).toBeLessThan(cursor.nextBlock - 1n)
      await f.runtime.tick()
      await expectShortfallHeld(f, card, user)
    }, 120_000)
  })
}
