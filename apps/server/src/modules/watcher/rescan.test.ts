import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { parseOpsArgs } from '../../ops/parseOpsArgs'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { readCursor } from './cursor'

// A rescan is a request the scanner holding the chain applies between its passes. Ten concurrent
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
    const all = rowsOf<{ status: string; covered: boolean }>(rows)
    expect(all.filter((r) => r.status === 'done' && r.covered)).toHaveLength(all.length)
  }, 90_000)

  it('from a block past the head: 400 naming the head, through the route and the ops CLI; nothing recorded', async () => {
    const head = await f.wallet(0).getBlockNumber({ cacheTime: 0 })
    const past = head + 1_000n
    const direct = await f.app.inject({
      method: 'POST',
      url: '/api/admin/payments/rescan',
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { chainId: 31337, fromBlock: Number(past) },
    })
    expect(direct.statusCode).toBe(400)
    expect(direct.json().code).toBe('validation_failed')
    const named = /past the head of chain 31337 \(block (\d+)\)/.exec(direct.json().message)
    expect(named, direct.json().message).not.toBeNull()
    // The head it names is the head (anvil may have mined a block in between, never 1,000).
    expect(BigInt(named![1]!) >= head && BigInt(named![1]!) < past).toBe(true)
    expect(direct.json().message).toContain(`block ${past}`)

    const before = await countRows(f, 'rescan_requests')
    const cli = await runOpsCommand(
      { url, token: 'test-admin-token' },
      parseOpsArgs(['payments', 'rescan', '31337', String(past)]),
      { waitMs: 5_000, pollMs: 100 },
    )
    expect(cli.ok).toBe(false)
    expect(cli.output).toMatch(
      /^400 validation_failed: fromBlock: block \d+ is past the head of chain 31337 \(block \d+\)/,
    )
    expect(await countRows(f, 'rescan_requests')).toBe(before)
  })

  it('from the head itself (not scanned yet): the rescan waits for the watcher and then covers its block', async () => {
    await f.runtime.jobs.stop() // this test drives the passes itself
    try {
      await f.runtime.tick()
      const head = await f.wallet(0).getBlockNumber({ cacheTime: 0 })
      const admin = { authorization: 'Bearer test-admin-token' }
      const requested = await f.app.inject({
        method: 'POST',
        url: '/api/admin/payments/rescan',
        headers: admin,
        payload: { chainId: 31337, fromBlock: Number(head) },
      })
      expect(requested.statusCode, requested.body).toBe(204)
      const status = async () =>
        (
          await f.app.inject({ method: 'GET', url: requested.headers.location as string, headers: admin })
        ).json()
      // The head's block lacks its confirmations: the watcher has not passed it, and neither does the rescan.
      await f.runtime.tick()
      expect(await status()).toMatchObject({ fromBlock: Number(head), toBlock: null, status: 'requested' })
      await mine(f, 2)
      await f.runtime.tick()
      const done = await status()
      expect(done).toMatchObject({ fromBlock: Number(head), status: 'done' })
      expect(done.toBlock).toBeGreaterThanOrEqual(Number(head))
    } finally {
      f.runtime.jobs.start()
    }
  })
})
