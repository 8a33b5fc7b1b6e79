import { erc20NoReturnAbi } from '@chaincard/devchain'
import { batchPayAbi, batchPayBytecode } from '@chaincard/devchain/batchPay'
import { sql } from 'drizzle-orm'
import type { Address, Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'

// One transaction paying two cards (a batch payout), reported for each card it pays: both reports
// are accepted (204), each card is credited its own transfer once, and no report is recorded as refused. The
// report for the second card used to be refused ("transaction already used for another card", a spurious
// `rejected_report`) although the watcher credited it anyway.
let f: PaymentsFixture
let batch: Address
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // each test drives the passes itself
  const w = f.wallet(6)
  const deployed = await w.deployContract({ abi: batchPayAbi, bytecode: batchPayBytecode() })
  batch = (await w.waitForTransactionReceipt({ hash: deployed })).contractAddress!
  await w.waitForTransactionReceipt({
    hash: await w.writeContract({
      address: f.usdt,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [batch, 100n * USD],
    }),
  })
}, 120_000)
afterAll(async () => {
  await f?.close()
})

/** Pays `amount` to each address in one transaction (mined at once). */
async function payBatch(to: Address[], amount: bigint): Promise<{ hash: Hash; nonce: number }> {
  const w = f.wallet(6)
  const hash = await w.writeContract({
    address: batch,
    abi: batchPayAbi,
    functionName: 'pay',
    args: [f.usdt, to, amount],
  })
  await w.waitForTransactionReceipt({ hash })
  return { hash, nonce: (await w.getTransaction({ hash })).nonce }
}

type SignedIn = Awaited<ReturnType<typeof signInAccount>>

function report(user: SignedIn, cardId: string, hash: Hash, nonce: number) {
  return f.app.inject({
    method: 'POST',
    url: `/api/card/${cardId}/topup/pay`,
    headers: user.headers,
    payload: { currency: 'usdt', hash, nonce },
  })
}

async function exceptionsOf(cardIds: string[]) {
  const result = await f.db.database.db.execute(
    sql`SELECT reason FROM deposit_exceptions WHERE card_id IN (${sql.join(cardIds, sql`, `)})`,
  )
  return rowsOf<{ reason: string }>(result)
}

async function expectCreditedOnce(cardId: string, hash: Hash, amount: bigint) {
  expect(await cardMoney(f, cardId)).toMatchObject({ pendingMicro: net(amount) })
  expect(await countRows(f, 'payment_credits', sql`card_id = ${cardId} AND tx_hash = ${hash}`)).toBe(1)
  expect(await countRows(f, 'card_ledger', sql`card_id = ${cardId}`)).toBe(1)
  expect(
    await countRows(f, 'payments', sql`card_id = ${cardId} AND tx_hash = ${hash} AND status = 'credited'`),
  ).toBe(1)
}

describe('a batch transaction paying two cards', () => {
  it("reported by each card's owner after its confirmations: both 204, each credited once, no exception", async () => {
    const alice = await signInAccount(f, 1)
    const bob = await signInAccount(f, 2)
    const a = await insertCard(f, { owner: testAccount(1).address, status: 'active' })
    const b = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const { hash, nonce } = await payBatch([a.address, b.address], 4n * USD)
    await mine(f, 1) // the required confirmations: the first report credits on the spot
    const first = await report(alice, a.id, hash, nonce)
    expect(first.statusCode, first.body).toBe(204)
    expect(await countRows(f, 'payments', sql`card_id = ${a.id} AND status = 'credited'`)).toBe(1)
    const second = await report(bob, b.id, hash, nonce)
    expect(second.statusCode, second.body).toBe(204)
    // Reported again, and the watcher passes over the block: nothing more.
    expect((await report(alice, a.id, hash, nonce)).statusCode).toBe(204)
    expect((await report(bob, b.id, hash, nonce)).statusCode).toBe(204)
    await f.runtime.tick()
    await f.runtime.tick()
    await expectCreditedOnce(a.id, hash, 4n * USD)
    await expectCreditedOnce(b.id, hash, 4n * USD)
    expect(await exceptionsOf([a.id, b.id])).toEqual([])
  })

  it('both cards of one owner, the watcher first and the reports after: both 204, nothing credited twice', async () => {
    const carol = await signInAccount(f, 3)
    const a = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const b = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const { hash, nonce } = await payBatch([a.address, b.address], 7n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    await expectCreditedOnce(a.id, hash, 7n * USD)
    await expectCreditedOnce(b.id, hash, 7n * USD)
    for (const card of [b, a]) {
      const res = await report(carol, card.id, hash, nonce)
      expect(res.statusCode, res.body).toBe(204)
    }
    await f.runtime.tick()
    await expectCreditedOnce(a.id, hash, 7n * USD)
    await expectCreditedOnce(b.id, hash, 7n * USD)
    expect(await exceptionsOf([a.id, b.id])).toEqual([])
  })

  it('a card the batch does not pay is still refused (no_match), whoever else it paid', async () => {
    const dave = await signInAccount(f, 4)
    const a = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    const other = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    const { hash, nonce } = await payBatch([a.address], 2n * USD)
    await mine(f, 1)
    expect((await report(dave, a.id, hash, nonce)).statusCode).toBe(204)
    const refused = await report(dave, other.id, hash, nonce)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'payment_rejected' })
    expect(refused.json().message).toMatch(/no USDT transfer to this card's receiving address/)
    expect(await exceptionsOf([other.id])).toEqual([{ reason: 'rejected_report' }])
    expect(await cardMoney(f, other.id)).toMatchObject({ pendingMicro: 0n })
  })
})
