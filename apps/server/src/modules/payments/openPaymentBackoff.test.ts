import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDepositChain } from '../../../test/helpers/depositChain'
import {
  createPaymentsFixture,
  insertCard,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { processOpenPayments } from './processOpenPayments'

// A reported hash that is not on chain (a typo, another chain, a transaction never sent) stays `reported` for
// the drop window (30 minutes) and costs 3 to 13 RPC calls a check. It used to be checked on every watcher pass,
// one after another (some 180 checks at a 10 s poll); it is now checked with a growing wait (as long as it has
// been followed, 5 s to 5 min), then dropped with its reason at the end of the window. A transfer mined while
// its payment waits is seen at the next pass all the same (the look-ahead makes it due).
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test drives every check itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

async function paymentOf(hash: string) {
  return rowsOf<{ status: string; reason: string | null }>(
    await f.db.database.db.execute(
      sql`SELECT status, reason FROM payments WHERE tx_hash = ${hash.toLowerCase()}`,
    ),
  )
}

const POLL_MS = 10_000

describe('an open payment whose hash is not in a block', () => {
  it('is checked about a dozen times in the drop window, then dropped with its reason', async () => {
    const card = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const user = await signInAccount(f, 2)
    const hash = `0x${randomBytes(32).toString('hex')}` as Hash
    const report = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce: 12_345 },
    })
    expect(report.statusCode).toBe(204)
    let checks = 0
    // A watcher pass every 10 s for 31 minutes.
    for (let t = 0; t < 31 * 60_000; t += POLL_MS) {
      f.clock.advance(POLL_MS)
      checks += (await processOpenPayments(f.runtime.ctx, f.chain.chainId)).checked
      if (t + POLL_MS < 30 * 60_000)
        expect(await paymentOf(hash)).toEqual([{ status: 'reported', reason: null }])
    }
    expect(await paymentOf(hash)).toEqual([{ status: 'dropped', reason: 'transaction not found on chain' }])
    expect(checks).toBeGreaterThanOrEqual(8)
    expect(checks).toBeLessThanOrEqual(16)
    // Dropped: no longer checked.
    f.clock.advance(POLL_MS)
    expect((await processOpenPayments(f.runtime.ctx, f.chain.chainId)).checked).toBe(0)
  }, 120_000)

  it('mined while it waits for its next check: seen at the next watcher pass', async () => {
    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const user = await signInAccount(f, 3)
    const chain = await createDepositChain(f)
    const [sender] = await chain.fundSenders(1, 10n * USD)
    const transfer = await chain.sign(sender!, f.usdt, card.address, 5n * USD)
    const report = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash: transfer.hash, nonce: 0 },
    })
    expect(report.statusCode).toBe(204)
    // Checked (not found), then checked again after 5 minutes: the next check would be 5 minutes later.
    expect((await processOpenPayments(f.runtime.ctx, f.chain.chainId)).checked).toBe(1)
    f.clock.advance(5 * 60_000)
    expect((await processOpenPayments(f.runtime.ctx, f.chain.chainId)).checked).toBe(1)
    f.clock.advance(POLL_MS)
    expect((await processOpenPayments(f.runtime.ctx, f.chain.chainId)).checked).toBe(0)

    await chain.send(transfer) // 1 confirmation of 2
    f.clock.advance(POLL_MS)
    await f.runtime.tick()
    expect(await paymentOf(transfer.hash)).toEqual([{ status: 'seen', reason: null }])
  }, 120_000)
})
