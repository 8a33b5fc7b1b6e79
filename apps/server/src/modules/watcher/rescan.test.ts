import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOpsArgs } from '../../ops/parseOpsArgs'
import { runOpsCommand } from '../../ops/runOpsCommand'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  reserveDepositIndexes,
  sendUsdt,
  testAccount,
} from '../payments/testing/paymentsFixture'
import { readCursor } from './cursor'

// Issue 18: a rescan is a request the scanner holding the chain applies between its passes. Ten concurrent
// `ops payments rescan` while the watcher runs on its own timer all take effect: money that reached an
// address before its card existed (the watcher passed it by) is credited, once.
let f: PaymentsFixture
let url: string
beforeAll(async () => {
  f = await createPaymentsFixture()
  url = await f.app.listen({ host: '127.0.0.1', port: 0 })
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const USD = 1_000_000n

describe('payments rescan', () => {
  it('10 concurrent rescans while the watcher runs: every one is applied, every missed transfer credited once', async () => {
    const indexes = await reserveDepositIndexes(f, 10)
    const blocks: bigint[] = []
    for (const [i, index] of indexes.entries()) {
      const hash = await sendUsdt(f, 1 + (i % 5), f.deriver.addressAt(index), BigInt(i + 1) * USD)
      blocks.push((await f.wallet(0).getTransactionReceipt({ hash })).blockNumber)
    }
    await mine(f, 2)
    // The watcher (running on its timer) passes the transfers by: no card had those addresses yet.
    const last = blocks.at(-1)!
    for (let i = 0; i < 100; i++) {
      const cursor = await readCursor(f.db.database.db, f.chain.chainId)
      if (cursor && cursor.nextBlock > last) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect((await readCursor(f.db.database.db, f.chain.chainId))!.nextBlock > last).toBe(true)
    const cards = []
    for (const [i, index] of indexes.entries()) {
      cards.push(
        await insertCard(f, { owner: testAccount(6).address, status: 'active', depositIndex: index }),
      )
      expect(cards[i]!.address).toBe(f.deriver.addressAt(index))
    }
    expect(
      await countRows(
        f,
        'payment_credits',
        sql`card_id IN (SELECT id FROM cards WHERE owner_address = ${testAccount(6).address.toLowerCase()})`,
      ),
    ).toBe(0)

    const target = { url, token: 'test-admin-token' }
    const results = await Promise.all(
      blocks.map((block) =>
        runOpsCommand(target, parseOpsArgs(['payments', 'rescan', '31337', String(block)]), {
          waitMs: 60_000,
          pollMs: 100,
        }),
      ),
    )
    for (const [i, r] of results.entries()) {
      expect(r.ok, r.output).toBe(true)
      expect(r.output).toMatch(
        new RegExp(`^rescan \\d+ of chain 31337, blocks ${blocks[i]}-\\d+: done; credited \\d+, held 0$`),
      )
    }
    const credited = results.reduce((sum, r) => sum + Number(/credited (\d+)/.exec(r.output)![1]), 0)
    expect(credited).toBe(10)
    for (const [i, card] of cards.entries()) {
      const gross = BigInt(i + 1) * USD
      expect((await cardMoney(f, card.id)).pendingMicro).toBe(gross - (gross * 18n + 9_999n) / 10_000n)
      expect(await countRows(f, 'payment_credits', sql`card_id = ${card.id}`)).toBe(1)
    }
    const rows = await f.db.database.db.execute(
      sql`SELECT status, next_block > to_block AS covered FROM rescan_requests`,
    )
    const all = (rows as unknown as { rows: { status: string; covered: boolean }[] }).rows
    expect(all.filter((r) => r.status === 'done' && r.covered)).toHaveLength(all.length)
  }, 90_000)
})
