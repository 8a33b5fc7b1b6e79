import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import type { Address, Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'

// An order whose payment was reported while still in the mempool and then failed (reverted when
// mined, dropped after the drop window, or mined paying nothing to the order) is waiting for payment again,
// with the reason, after the one watcher pass that sees the failure. It used to stay `pending` for ever: the
// release looked for another live payment of the order before the failed one's new state was saved, and
// found the failed one itself.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // each test drives the passes itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

type SignedIn = Awaited<ReturnType<typeof signInAccount>>

/** Sends a USDT transfer from dev account `from` while automine is off: it waits in the mempool. */
async function sendToMempool(
  from: number,
  to: Address,
  amount: bigint,
): Promise<{ hash: Hash; nonce: number }> {
  const w = f.wallet(from)
  const nonce = await w.getTransactionCount({ address: testAccount(from).address, blockTag: 'pending' })
  const hash = await w.writeContract({
    address: f.usdt,
    abi: erc20NoReturnAbi,
    functionName: 'transfer',
    args: [to, amount],
    nonce,
    gas: 100_000n, // no estimate: a transfer above the balance is sent and reverts when mined
  })
  return { hash, nonce }
}

async function withMempool<T>(run: () => Promise<T>): Promise<T> {
  await f.testClient.setAutomine(false)
  try {
    return await run()
  } finally {
    await f.testClient.setAutomine(true)
  }
}

async function reportOrder(user: SignedIn, orderId: string, hash: Hash, nonce: number) {
  return f.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/pay`,
    headers: user.headers,
    payload: { currency: 'usdt', hash, nonce },
  })
}

async function order(user: SignedIn, orderId: string) {
  const res = await f.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: user.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { status: string; paymentFailure: string | null }
}

async function paymentStatus(hash: Hash): Promise<string | undefined> {
  const result = await f.db.database.db.execute(
    sql`SELECT status FROM payments WHERE tx_hash = ${hash.toLowerCase()}`,
  )
  return rowsOf<{ status: string }>(result)[0]?.status
}

describe('an order whose reported payment fails', () => {
  it('reverted after a mempool report: waiting again with paymentFailure "reverted" after one pass', async () => {
    const user = await signInAccount(f, 1)
    const o = await insertCard(f, { owner: testAccount(1).address, status: 'new' })
    const { hash } = await withMempool(async () => {
      const sent = await sendToMempool(1, o.address, 10n ** 30n) // far above the balance: reverts
      const report = await reportOrder(user, o.id, sent.hash, sent.nonce)
      expect(report.statusCode, report.body).toBe(204)
      return sent
    })
    expect(await order(user, o.id)).toMatchObject({ status: 'pending', paymentFailure: null })
    expect(await paymentStatus(hash)).toBe('reported')

    await mine(f, 1) // mined, and reverted
    expect((await f.wallet(0).getTransactionReceipt({ hash })).status).toBe('reverted')
    await f.runtime.tick()
    expect(await paymentStatus(hash)).toBe('reverted')
    expect(await order(user, o.id)).toMatchObject({ status: 'new', paymentFailure: 'reverted' })
  })

  it('dropped from the mempool: waiting again with paymentFailure "dropped" on the first pass after the drop window', async () => {
    const user = await signInAccount(f, 2)
    const o = await insertCard(f, { owner: testAccount(2).address, status: 'new' })
    const { hash } = await withMempool(async () => {
      const sent = await sendToMempool(2, o.address, 5n * USD)
      expect((await reportOrder(user, o.id, sent.hash, sent.nonce)).statusCode).toBe(204)
      await f.testClient.dropTransaction({ hash: sent.hash })
      return sent
    })
    await f.runtime.tick()
    // Inside the drop window the order keeps waiting for this payment.
    expect(await paymentStatus(hash)).toBe('reported')
    expect(await order(user, o.id)).toMatchObject({ status: 'pending', paymentFailure: null })

    f.clock.advance(31 * 60_000)
    await f.runtime.tick()
    expect(await paymentStatus(hash)).toBe('dropped')
    expect(await order(user, o.id)).toMatchObject({ status: 'new', paymentFailure: 'dropped' })
  })

  it('mined paying nothing to the order: waiting again with paymentFailure "not_a_payment" after one pass', async () => {
    const user = await signInAccount(f, 3)
    const o = await insertCard(f, { owner: testAccount(3).address, status: 'new' })
    const { hash } = await withMempool(async () => {
      const sent = await sendToMempool(3, testAccount(9).address, 2n * USD) // someone else's address
      expect((await reportOrder(user, o.id, sent.hash, sent.nonce)).statusCode).toBe(204)
      return sent
    })
    expect(await order(user, o.id)).toMatchObject({ status: 'pending' })
    await mine(f, 1)
    await f.runtime.tick()
    expect(await paymentStatus(hash)).toBe('invalid')
    expect(await order(user, o.id)).toMatchObject({ status: 'new', paymentFailure: 'not_a_payment' })
  })

  it('a failed payment next to another one still under way: the order keeps waiting for that one', async () => {
    const user = await signInAccount(f, 4)
    const o = await insertCard(f, { owner: testAccount(4).address, status: 'new' })
    const [bad, good] = await withMempool(async () => {
      const a = await sendToMempool(4, o.address, 10n ** 30n)
      expect((await reportOrder(user, o.id, a.hash, a.nonce)).statusCode).toBe(204)
      const b = await sendToMempool(4, o.address, 3n * USD)
      expect((await reportOrder(user, o.id, b.hash, b.nonce)).statusCode).toBe(204)
      await f.testClient.dropTransaction({ hash: b.hash }) // b stays unknown, inside the drop window
      return [a, b]
    })
    await mine(f, 1)
    await f.runtime.tick()
    expect(await paymentStatus(bad.hash)).toBe('reverted')
    expect(await paymentStatus(good.hash)).toBe('reported')
    expect(await order(user, o.id)).toMatchObject({ status: 'pending', paymentFailure: null })
    // Once that one is dropped too, the order is released with the reason of the last failure.
    f.clock.advance(31 * 60_000)
    await f.runtime.tick()
    expect(await order(user, o.id)).toMatchObject({ status: 'new', paymentFailure: 'dropped' })
  })
})
