import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ForkingRpcProxy, startForkingRpcProxy } from '../../../test/helpers'
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
import type { ChainFinality } from '../../config'
import { rowsOf } from '../../db/rowsOf'
import { markRecheckFrom } from './cursor'

// A node that answers another hash for a block at or below its finalized block (a stale
// minority fork, a node behind a load balancer that lost its way) must say so twice before the watcher takes
// it for a reorg past finality. Once: nothing happens to the money (a stale read, counted). Twice: handled as
// the reorg it is (the settled money gone is a reorg_shortfall), logged loudly and counted. The app reads the
// chain through a JSON-RPC proxy in front of anvil that forges the answers.
let f: PaymentsFixture
let proxy: ForkingRpcProxy
beforeAll(async () => {
  proxy = await startForkingRpcProxy()
  f = await createPaymentsFixture(
    {},
    {
      chain: ({ wsRpcUrl: _ws, ...c }) => {
        proxy.target = c.rpcUrl
        return { ...c, rpcUrl: proxy.url }
      },
    },
  )
  await f.runtime.jobs.stop() // the test drives every pass itself
}, 120_000)
afterAll(async () => {
  await f?.close()
  await proxy?.close()
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await f.db.database.db.execute(query))
}

const counter = async (series: 'reorgsPastFinality' | 'staleForkReads') =>
  (await f.app.metrics.moneyPath[series].get()).values.find(
    (v) => v.labels.chain_id === String(f.chain.chainId),
  )?.value ?? 0

/** A 10 USD transfer to a new card, credited, final and settled; returns the card, its block and its tx. */
async function settledCredit(owner: number) {
  const card = await insertCard(f, { owner: testAccount(owner).address, status: 'active' })
  await f.runtime.tick()
  const tx = await sendUsdt(f, owner, card.address, 10n * USD)
  await mine(f, 6)
  await f.runtime.tick()
  await f.runtime.tick()
  f.clock.advance(31_000)
  await f.runtime.tick()
  expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(10n * USD), pendingMicro: 0n })
  const [credit] = await rows<{ block: string }>(
    sql`SELECT block_number::text AS block FROM payment_credits WHERE card_id = ${card.id}`,
  )
  return { card, tx, block: BigInt(credit!.block) }
}

const exceptionsOf = (cardId: string) =>
  rows<{ reason: string }>(sql`SELECT reason FROM deposit_exceptions WHERE card_id = ${cardId}`)

describe('a finalized block read with another hash', () => {
  it('once, then ours: a stale node; the settled credit is untouched and the read counted', async () => {
    const { card, tx, block } = await settledCredit(1)
    // A reorg mark from below the credit (as the cursor's walk leaves it): its final credit is compared again.
    await markRecheckFrom(f.db.database.db, f.chain.chainId, block)
    proxy.forkBlock(block, 1)
    proxy.hideReceipts([tx])
    await f.runtime.tick()
    proxy.showReceipts()
    expect(await exceptionsOf(card.id)).toEqual([])
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(10n * USD), pendingMicro: 0n })
    expect(
      await rows(sql`SELECT 1 FROM payment_credits WHERE card_id = ${card.id} AND final_at IS NULL`),
    ).toEqual([])
    expect(await counter('staleForkReads')).toBe(1)
    expect(await counter('reorgsPastFinality')).toBe(0)
    // The mark stays on that block until a pass reads it with our hash: the next one does, and clears it.
    await f.runtime.tick()
    expect(
      await rows(sql`SELECT recheck_from FROM chain_cursors WHERE chain_id = ${f.chain.chainId}`),
    ).toEqual([{ recheck_from: null }])
    expect(await exceptionsOf(card.id)).toEqual([])
  }, 120_000)

  it('twice: a reorg past finality, logged and counted; the settled money gone is a reorg_shortfall', async () => {
    const { card, tx, block } = await settledCredit(2)
    await markRecheckFrom(f.db.database.db, f.chain.chainId, block)
    proxy.forkBlock(block, 2)
    proxy.hideReceipts([tx])
    await f.runtime.tick()
    proxy.showReceipts()
    expect(await exceptionsOf(card.id)).toEqual([{ reason: 'reorg_shortfall' }])
    expect(await counter('reorgsPastFinality')).toBe(1)
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(10n * USD), pendingMicro: 0n })
  }, 120_000)

  it('a final credit above the finalized block now: read twice like a finalized one, counted past finality', async () => {
    const { card, tx, block } = await settledCredit(3)
    // The finalized block falls below the credit's block (as on a new branch still shorter than the old one):
    // the credit was made final when its block was final, so it is still past finality.
    const chain = f.app.chains.get(f.chain.chainId)!.runtime as { finality: ChainFinality }
    const finality = chain.finality
    chain.finality = { kind: 'depth', depth: 1_000 }
    try {
      await markRecheckFrom(f.db.database.db, f.chain.chainId, block)
      const stale = await counter('staleForkReads')
      const past = await counter('reorgsPastFinality')
      // Another hash once, then ours: a stale node, nothing done.
      proxy.forkBlock(block, 1)
      proxy.hideReceipts([tx])
      await f.runtime.tick()
      proxy.showReceipts()
      expect(await exceptionsOf(card.id)).toEqual([])
      expect(await counter('staleForkReads')).toBe(stale + 1)
      expect(await counter('reorgsPastFinality')).toBe(past)
      // Twice: a reorg past finality, counted; the settled money gone is a reorg_shortfall.
      await markRecheckFrom(f.db.database.db, f.chain.chainId, block)
      proxy.forkBlock(block, 2)
      proxy.hideReceipts([tx])
      await f.runtime.tick()
      proxy.showReceipts()
      expect(await exceptionsOf(card.id)).toEqual([{ reason: 'reorg_shortfall' }])
      expect(await counter('reorgsPastFinality')).toBe(past + 1)
      expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(10n * USD), pendingMicro: 0n })
    } finally {
      chain.finality = finality
    }
  }, 120_000)
})
