import { sql } from 'drizzle-orm'
import type { Hex, PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  sendUsdt,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { creditDepositRange } from '../../flows/watchDeposits'
import { CHECKPOINT_INTERVAL } from './checkpoints'
import { readCursor } from './cursor'
import { scanChain } from './scanChain'

// A reorg that happens while a pass reads its blocks, two passes holding the cursor at once,
// and a deep reorg on a chain the watcher started on only a few blocks ago (no 256th block kept yet). Real
// anvil; the reorg is an evm_snapshot / evm_revert pair timed from inside the pass (the client the pass reads
// through runs it just before reading a given block).
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // each test drives the passes itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const db = () => f.db.database.db
const chain = () => f.app.chains.get(f.chain.chainId)!
const head = () => f.wallet(0).getBlockNumber({ cacheTime: 0 })

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db().execute(query))
}

const pass = (
  client: PublicClient = chain().client,
  overrides: Partial<Parameters<typeof scanChain>[0]> = {},
) =>
  scanChain({
    ctx: f.runtime.ctx,
    chain: chain().runtime,
    client,
    startAt: 'genesis',
    handleRange: creditDepositRange,
    ...overrides,
  })

const credits = (cardId: string) =>
  rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_credits WHERE card_id = ${cardId}`)

/** The kept block hashes (chain_checkpoints), oldest first. */
const kept = async () =>
  (
    await rows<{ n: string }>(
      sql`SELECT block_number::text AS n FROM chain_checkpoints WHERE chain_id = ${f.chain.chainId} ORDER BY block_number`,
    )
  ).map((r) => BigInt(r.n))

/**
 * The chain's client, except that just before the pass reads block `at` (once), `reorg` runs (after any
 * eth_getLogs already sent has been answered, so the logs were read on the old branch).
 */
function reorgBeforeBlock(at: bigint, reorg: () => Promise<void>): PublicClient {
  const base = chain().client
  let done = false
  let logs: Promise<unknown> | null = null
  return new Proxy(base, {
    get(target, prop, receiver) {
      if (prop === 'getBlock') {
        return async (args: Parameters<PublicClient['getBlock']>[0]) => {
          if (!done && args?.blockNumber === at) {
            done = true
            if (logs) await logs
            await reorg()
          }
          return target.getBlock(args)
        }
      }
      if (prop === 'request') {
        return (args: { method: string }, options?: unknown) => {
          const answer = (target.request as (a: unknown, o?: unknown) => Promise<unknown>)(args, options)
          if (args.method === 'eth_getLogs') logs = answer.catch(() => undefined)
          return answer
        }
      }
      return Reflect.get(target, prop, receiver)
    },
  }) as PublicClient
}

describe('a chain the watcher starts on', () => {
  it('the first pass keeps the hash of the block before its start: a deep reorg soon after still finds its fork point', async () => {
    // A fresh cursor in production mode (from the head), the next 256th block far away.
    await db().execute(sql`DELETE FROM chain_cursors WHERE chain_id = ${f.chain.chainId}`)
    await db().execute(sql`DELETE FROM chain_checkpoints WHERE chain_id = ${f.chain.chainId}`)
    const toNextInterval = Number(CHECKPOINT_INTERVAL - ((await head()) % CHECKPOINT_INTERVAL))
    await mine(f, toNextInterval + 2)
    const first = await pass(chain().client, { startAt: 'head' })
    expect(first.scanned).toBe(0n)
    const start = (await readCursor(db(), f.chain.chainId))!
    expect.soft(start.prevBlockHash).not.toBeNull()
    expect.soft(await kept()).toEqual([start.nextBlock - 1n])

    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const snapshot = (await f.testClient.snapshot()) as Hex
    const forkBase = await head()
    // The old branch: 100 blocks without the transfer, scanned.
    await mine(f, 100)
    const old = await pass()
    expect(old.scanned).toBeGreaterThan(90n)
    // Every block not final yet keeps its hash, older ones only every 256th (none here): the seed stays.
    const finalized = old.head - 4n
    const dense: bigint[] = []
    for (let n = finalized; n <= old.toBlock; n++) dense.push(n)
    expect.soft(await kept()).toEqual([start.nextBlock - 1n, ...dense])

    // The new branch pays the card in its first block and is longer: the fork is 100 blocks deep.
    await f.testClient.revert({ id: snapshot })
    await sendUsdt(f, 3, card.address, 9n * USD)
    await mine(f, 110)
    const reorged = await pass()
    expect(reorged.rewound).toBe(true)
    expect.soft(reorged.rewoundTo! <= forkBase + 1n).toBe(true)
    expect.soft(reorged.rewoundTo! >= start.nextBlock).toBe(true)
    await f.runtime.tick()
    expect(await credits(card.id)).toEqual([{ n: 1 }])
    expect((await cardMoney(f, card.id)).pendingMicro + (await cardMoney(f, card.id)).balanceMicro).toBe(
      net(9n * USD),
    )
  }, 120_000)
})

describe('a reorg while a pass reads its blocks', () => {
  it('blocks that do not chain up stop the pass before the cursor moves; the next pass credits the new branch', async () => {
    await f.runtime.tick()
    const card = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    const cursor = (await readCursor(db(), f.chain.chainId))!
    const snapshot = (await f.testClient.snapshot()) as Hex
    await mine(f, 30) // the old branch, nothing for the card
    // Halfway through the pass's blocks, the chain is replaced by a longer branch paying the card early on.
    const client = reorgBeforeBlock(cursor.nextBlock + 12n, async () => {
      await f.testClient.revert({ id: snapshot })
      await sendUsdt(f, 4, card.address, 8n * USD)
      await mine(f, 40)
    })
    const moved = await pass(client)
    expect.soft(moved.chainMoved).not.toBeNull()
    expect.soft(await readCursor(db(), f.chain.chainId)).toEqual(cursor)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await credits(card.id)).toEqual([{ n: 1 }])
    const money = await cardMoney(f, card.id)
    expect(money.pendingMicro + money.balanceMicro).toBe(net(8n * USD))
  }, 120_000)

  it('a pass another pass overtook (another instance, after a reorg) cannot move the cursor back onto the old branch', async () => {
    await f.runtime.tick()
    const card = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    const snapshot = (await f.testClient.snapshot()) as Hex
    await mine(f, 20) // the old branch
    let other: Awaited<ReturnType<typeof pass>> | undefined
    // Pass A has read the old branch; before it saves its cursor the chain is replaced and pass B (another
    // instance) scans the new branch and credits the card.
    const stale = await pass(chain().client, {
      handleRange: async (ctx, c, range, rpc, client) => {
        if (!other) {
          await f.testClient.revert({ id: snapshot })
          await sendUsdt(f, 5, card.address, 6n * USD)
          await mine(f, 25)
          other = await pass()
        }
        return creditDepositRange(ctx, c, range, rpc, client)
      },
    })
    expect(other!.scanned).toBeGreaterThan(0n)
    expect(stale.overtaken).toBe(true)
    const cursor = (await readCursor(db(), f.chain.chainId))!
    expect(cursor.nextBlock).toBe(other!.toBlock + 1n)
    const canonical = await f.wallet(0).getBlock({ blockNumber: cursor.nextBlock - 1n })
    expect(cursor.prevBlockHash).toBe(canonical.hash.toLowerCase())
    // Every kept hash is the canonical one (the stale pass wrote none of the old branch's).
    for (const n of (await kept()).filter((b) => b >= stale.fromBlock)) {
      const [row] = await rows<{ h: string }>(
        sql`SELECT block_hash AS h FROM chain_checkpoints WHERE chain_id = ${f.chain.chainId} AND block_number = ${n}`,
      )
      expect(row!.h).toBe((await f.wallet(0).getBlock({ blockNumber: n })).hash.toLowerCase())
    }
    const next = await pass()
    expect(next.rewound).toBe(false)
    expect(await credits(card.id)).toEqual([{ n: 1 }])
  }, 120_000)
})
