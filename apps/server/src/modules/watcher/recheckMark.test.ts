import { sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  sendUsdt,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { recheckDeposits } from '../../flows/watchDeposits'
import { watcherRpc } from './scanChain'

// After a reorg, the re-check of final credits goes on page by page (RECHECK_BLOCKS_PER_PASS
// blocks a pass; 2 here) and its mark must stay at the lowest block still waiting for finality on the chain:
// a credit final here whose block is canonical but above the chain's finalized block (the new branch is short)
// is looked at again, not passed, across the page boundary too. Real anvil, finality 4 blocks.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test drives every pass itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const head = () => f.wallet(0).getBlockNumber({ cacheTime: 0 })

describe('the re-check mark after a reorg', () => {
  it('stays at the lowest block not final on the chain, page after page', async () => {
    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    await f.runtime.tick()
    const blocks: bigint[] = []
    for (let i = 0; i < 5; i++) {
      await sendUsdt(f, 3, card.address, 6n * USD) // one block each
      blocks.push(await head())
    }
    const [b1, b2, b3, b4, b5] = blocks as [bigint, bigint, bigint, bigint, bigint]
    expect(b5 - b1).toBe(4n)
    const snapshot = (await f.testClient.snapshot()) as Hex
    await mine(f, 6)
    await f.runtime.tick()
    await f.runtime.tick()
    const final = async () =>
      rowsOf<{ n: number }>(
        await f.db.database.db.execute(
          sql`SELECT count(*)::int AS n FROM payment_credits WHERE card_id = ${card.id} AND final_at IS NOT NULL`,
        ),
      )[0]!.n
    expect(await final()).toBe(5)

    // The chain goes back to b5 (the same blocks, a shorter chain): finalized is now b1 (b5 - 4).
    await f.testClient.revert({ id: snapshot })
    const { client, runtime: chain } = f.app.chains.get(f.chain.chainId)!
    const recheck = async (deepFrom: bigint) =>
      (
        await recheckDeposits({
          ctx: f.runtime.ctx,
          chain,
          client,
          rpc: watcherRpc({}),
          head: await head(),
          deepFrom,
          pageSize: 2,
        })
      ).deepNext
    // Page [b1, b2]: b1 final on the chain, b2 not yet: the mark stays on b2.
    expect(await recheck(b1)).toBe(b2)
    // Two blocks later (finalized b3): page [b2, b3] final, full: the next page from b4.
    await mine(f, 2)
    expect(await recheck(b2)).toBe(b4)
    // Page [b4, b5]: neither final on the chain: the mark stays on b4.
    expect(await recheck(b4)).toBe(b4)
    await mine(f, 2)
    expect(await recheck(b4)).toBe(b5 + 1n)
    expect(await recheck(b5 + 1n)).toBeNull()
    // Nothing was taken for a reorg on the way.
    expect(await final()).toBe(5)
    expect(b3).toBe(b2 + 1n)
  }, 120_000)
})
