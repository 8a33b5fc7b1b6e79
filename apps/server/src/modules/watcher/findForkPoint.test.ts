import { sql } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers'
import { rowsOf } from '../../db/rowsOf'
import { CHECKPOINT_INTERVAL, OLD_CHECKPOINT_INTERVAL, RECENT_CHECKPOINT_SPAN } from './checkpoints'
import { findForkPoint } from './findForkPoint'
import { type Checkpoint, saveCheckpoints } from './repo/checkpoints'

// The fork-point walk against a real database, with the chain's RPC (the system's edge) played
// by a function: which blocks it compares, how many, and where it puts the fork.
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

const CHAIN = 31337
let chainId = CHAIN
beforeEach(() => {
  chainId += 1 // each test on a chain of its own
})

const oldHash = (n: bigint) => `0x${n.toString(16).padStart(64, 'a')}`
const newHash = (n: bigint) => `0x${n.toString(16).padStart(64, 'b')}`

/** A chain whose blocks from `forkAt` on were replaced (forkAt null: nothing replaced). */
function chainClient(forkAt: bigint | null) {
  const asked: bigint[] = []
  const client = {
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => {
      asked.push(blockNumber)
      return { hash: forkAt !== null && blockNumber >= forkAt ? newHash(blockNumber) : oldHash(blockNumber) }
    },
  } as unknown as PublicClient
  return { client, asked, rpc: <T>(_method: string, call: () => Promise<T>) => call() }
}

async function keep(from: bigint, to: bigint): Promise<void> {
  const points: Checkpoint[] = []
  for (let n = from; n <= to; n += CHECKPOINT_INTERVAL) points.push({ blockNumber: n, blockHash: oldHash(n) })
  for (let i = 0; i < points.length; i += 500)
    await saveCheckpoints(t.database.db, chainId, points.slice(i, i + 500), 0n)
}

async function kept(): Promise<bigint[]> {
  const result = await t.database.db.execute(
    sql`SELECT block_number::text AS n FROM chain_checkpoints WHERE chain_id = ${chainId} ORDER BY block_number`,
  )
  return rowsOf<{ n: string }>(result).map((r) => BigInt(r.n))
}

let cardSeq = 0
/** Final credits the watcher holds, one per block (a card, a payment and its credited transfers). */
async function holdFinalCredits(blocks: bigint[]): Promise<void> {
  const db = t.database.db
  const now = new Date().toISOString()
  const card = `card-${chainId}-${++cardSeq}`
  const owner = `0x${String(cardSeq).padStart(40, '0')}`
  await db.execute(
    sql`INSERT INTO users (address, state, active, created_at) VALUES (${owner}, 'normal', true, ${now}::timestamptz) ON CONFLICT DO NOTHING`,
  )
  await db.execute(sql`INSERT INTO cards (id, owner_address, product_id, program, status, balance_micro, pending_micro,
      balance_upper_micro, original_balance_upper_micro, deposit_index, deposit_address, topup_disabled, order_currency,
      created_at, updated_at)
    VALUES (${card}, ${owner}, 'classic', 'classic', 'active', 0, 0, 3000000000, 3000000000,
      nextval('card_deposit_index_seq'), ${`0x${String(cardSeq).padStart(40, 'c')}`}, false, 'usdt',
      ${now}::timestamptz, ${now}::timestamptz)`)
  for (const [i, block] of blocks.entries()) {
    const tx = `0x${block.toString(16).padStart(64, 'e')}`
    const result =
      await db.execute(sql`INSERT INTO payments (chain_id, tx_hash, card_id, status, currency, created_at, updated_at)
      VALUES (${chainId}, ${tx}, ${card}, 'credited', 'usdt', ${now}::timestamptz, ${now}::timestamptz) RETURNING id::text AS id`)
    const payment = rowsOf<{ id: string }>(result)[0]!.id
    await db.execute(sql`INSERT INTO payment_credits (chain_id, tx_hash, log_index, payment_id, card_id, block_number,
        block_hash, amount_base, created_at, final_at)
      VALUES (${chainId}, ${tx}, ${i}, ${payment}::bigint, ${card}, ${block.toString()}::bigint, ${oldHash(block)}, 1000000,
        ${now}::timestamptz, ${now}::timestamptz)`)
  }
}

describe('findForkPoint', () => {
  it('bisects the kept hashes: the fork lies after the newest one still canonical, in about log2(kept) lookups', async () => {
    await keep(0n, 256n * 250n) // 251 kept hashes, all within the recent span
    for (const forkAt of [5n, 256n, 257n, 30_000n, 63_999n, 64_000n]) {
      const { client, asked, rpc } = chainClient(forkAt)
      const fork = await findForkPoint({
        db: t.database.db,
        chainId,
        client,
        rpc,
        below: 64_100n,
        staleAbove: true,
      })
      const base = ((forkAt - 1n) / 256n) * 256n // the newest kept block below the fork
      expect(fork, String(forkAt)).toEqual({
        fromBlock: base + 1n,
        prevBlockHash: oldHash(base),
        compared: asked.length,
      })
      expect(asked.length, String(forkAt)).toBeLessThanOrEqual(Math.ceil(Math.log2(251 + 1)) + 1)
    }
  })

  it('a fork above every kept hash costs one lookup', async () => {
    await keep(0n, 2_048n)
    const { client, asked, rpc } = chainClient(2_100n)
    const fork = await findForkPoint({
      db: t.database.db,
      chainId,
      client,
      rpc,
      below: 2_200n,
      staleAbove: true,
    })
    expect(fork).toEqual({ fromBlock: 2_049n, prevBlockHash: oldHash(2_048n), compared: 1 })
    expect(asked).toEqual([2_048n])
  })

  it('a head below the cursor with nothing kept changed is no reorg (a node behind the others): null', async () => {
    await keep(0n, 2_048n)
    const { client, asked, rpc } = chainClient(null)
    expect(
      await findForkPoint({ db: t.database.db, chainId, client, rpc, below: 2_101n, staleAbove: false }),
    ).toBeNull()
    expect(asked).toEqual([2_048n])
  })

  it('nothing kept is canonical any more: back to the oldest thing held', async () => {
    await keep(1_024n, 4_096n)
    const { client, rpc } = chainClient(0n)
    const fork = await findForkPoint({
      db: t.database.db,
      chainId,
      client,
      rpc,
      below: 4_100n,
      staleAbove: true,
    })
    expect(fork).toMatchObject({ fromBlock: 1_024n, prevBlockHash: null })
  })

  it('nothing kept yet (just after an upgrade): the final credits are bisected instead, down to the oldest held', async () => {
    const blocks = Array.from({ length: 40 }, (_, i) => 1_000n + BigInt(i) * 37n) // 1,000 ... 2,443
    await holdFinalCredits(blocks)
    for (const forkAt of [1_500n, 2_443n, 1_001n]) {
      const { client, asked, rpc } = chainClient(forkAt)
      const fork = await findForkPoint({
        db: t.database.db,
        chainId,
        client,
        rpc,
        below: 2_500n,
        staleAbove: true,
      })
      const base = blocks.filter((b) => b < forkAt).at(-1)!
      expect(fork, String(forkAt)).toEqual({
        fromBlock: base + 1n,
        prevBlockHash: oldHash(base),
        compared: asked.length,
      })
      expect(asked.length).toBeLessThanOrEqual(Math.ceil(Math.log2(40)) + 1)
    }
    // Below every credit: back to the oldest one, and no further.
    const { client, rpc } = chainClient(900n)
    expect(
      await findForkPoint({ db: t.database.db, chainId, client, rpc, below: 2_500n, staleAbove: true }),
    ).toMatchObject({ fromBlock: 1_000n, prevBlockHash: null })
  })

  it('every kept hash replaced: the final credits below the oldest one are bisected next', async () => {
    await keep(2_048n, 4_096n)
    await holdFinalCredits([500n, 900n, 1_300n, 1_700n])
    const { client, rpc } = chainClient(1_000n)
    const fork = await findForkPoint({
      db: t.database.db,
      chainId,
      client,
      rpc,
      below: 4_100n,
      staleAbove: true,
    })
    expect(fork).toMatchObject({ fromBlock: 901n, prevBlockHash: oldHash(900n) })
  })

  it('a head below the cursor with the newest credit at or below it replaced: a fork, although no kept hash moved', async () => {
    await keep(0n, 512n)
    await holdFinalCredits([600n])
    const { client, rpc } = chainClient(550n)
    const fork = await findForkPoint({
      db: t.database.db,
      chainId,
      client,
      rpc,
      below: 700n,
      staleAbove: false,
    })
    expect(fork).toMatchObject({ fromBlock: 513n, prevBlockHash: oldHash(512n) })
  })

  it('the kept hashes are thinned with age: every 256th block recently, every 65,536th beyond', async () => {
    const newest = 256n * 1_200n
    await keep(0n, newest)
    const all = await kept()
    const cutoff = newest - RECENT_CHECKPOINT_SPAN
    expect(all.filter((n) => n >= cutoff)).toHaveLength(
      Number(RECENT_CHECKPOINT_SPAN / CHECKPOINT_INTERVAL) + 1,
    )
    expect(all.filter((n) => n < cutoff)).toEqual(
      Array.from(
        { length: Number((cutoff - 1n) / OLD_CHECKPOINT_INTERVAL) + 1 },
        (_, i) => BigInt(i) * OLD_CHECKPOINT_INTERVAL,
      ),
    )
    // A deep fork is still found, within one old interval below it.
    const { client, rpc } = chainClient(150_000n)
    const fork = await findForkPoint({
      db: t.database.db,
      chainId,
      client,
      rpc,
      below: newest,
      staleAbove: true,
    })
    expect(fork).toMatchObject({ fromBlock: 131_073n, prevBlockHash: oldHash(131_072n) })
  })
})
