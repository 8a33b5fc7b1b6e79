import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import { type Address, encodeFunctionData, erc20Abi, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
  testAccount,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'

// Acceptance: a reported USDT transfer is credited once after confirmations; the order proceeds;
// /confirmations rises; 20 concurrent reports and a second user; refusals that credit nothing.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const USD = 1_000_000n
const pay = (
  f: PaymentsFixture,
  kind: 'order' | 'topup',
  id: string,
  headers: Record<string, string>,
  body: object,
) =>
  f.app.inject({
    method: 'POST',
    url: kind === 'order' ? `/api/order/${id}/pay` : `/api/card/${id}/topup/pay`,
    headers,
    payload: body,
  })
const confirmations = (f: PaymentsFixture, hash: string, headers: Record<string, string>) =>
  f.app.inject({ method: 'GET', url: `/api/confirmations/${hash}`, headers })

describe('a reported USDT transfer to an order', () => {
  it('is credited once after the required confirmations and moves the order on', async () => {
    const user = await signInAccount(f, 1)
    const order = await insertCard(f, { owner: testAccount(1).address, status: 'new' })
    const topup = await f.app.inject({
      method: 'GET',
      url: `/api/card/${order.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect(topup.statusCode).toBe(200)
    expect(topup.json()).toMatchObject({
      address: order.address,
      lower: '1510000',
      upper: '3000000000',
      chainId: 31337,
    })

    const hash = await sendUsdt(f, 1, order.address, 10n * USD)
    const nonce = (await f.wallet(1).getTransaction({ hash })).nonce
    const report = await pay(f, 'order', order.id, user.headers, { currency: 'usdt', hash, nonce })
    expect(report.statusCode).toBe(204)
    // one confirmation: seen, not credited; the order is pending
    expect(await cardMoney(f, order.id)).toMatchObject({ status: 'pending', pendingMicro: 0n })
    const c1 = await confirmations(f, hash, user.headers)
    expect(c1.json()).toEqual({ confirmations: 1, required: 2, status: 'pending' })

    await mine(f, 1)
    await f.runtime.tick()
    const c2 = await confirmations(f, hash, user.headers)
    expect(c2.json()).toEqual({ confirmations: 2, required: 2, status: 'confirmed' })
    // 10 USD minus the 0.18 % fee (18,000 micro-USD)
    expect(await cardMoney(f, order.id)).toEqual({
      status: 'application_required',
      balanceMicro: 0n,
      pendingMicro: 10n * USD - 18_000n,
    })
    await mine(f, 3)
    await f.runtime.tick()
    await f.runtime.tick()
    expect((await confirmations(f, hash, user.headers)).json()).toEqual({
      confirmations: 5,
      required: 2,
      status: 'confirmed',
    })
    expect(await countRows(f, 'payment_credits', sql`tx_hash = ${hash}`)).toBe(1)
    expect(await countRows(f, 'card_ledger', sql`card_id = ${order.id}`)).toBe(1)
  })

  it('20 concurrent reports of one hash credit once; the same hash from another user is refused', async () => {
    const alice = await signInAccount(f, 2)
    const bob = await signInAccount(f, 3)
    const card = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const bobCard = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const hash = await sendUsdt(f, 2, card.address, 50n * USD)
    await mine(f, 1)
    const nonce = (await f.wallet(2).getTransaction({ hash })).nonce
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(f, 'topup', card.id, alice.headers, { currency: 'usdt', hash, nonce }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204))
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 50n * USD - 90_000n })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)

    const stolen = await pay(f, 'topup', bobCard.id, bob.headers, { currency: 'usdt', hash, nonce })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().code).toBe('payment_rejected')
    // Bob cannot even see Alice's hash
    expect((await confirmations(f, hash, bob.headers)).statusCode).toBe(404)
    expect(await cardMoney(f, bobCard.id)).toMatchObject({ pendingMicro: 0n })
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 50n * USD - 90_000n })
  })
})

describe('a replaced transaction', () => {
  it('is followed: same sender and nonce, other hash; the replacement is credited once, the old hash answers for it', async () => {
    const user = await signInAccount(f, 6)
    const card = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    const w = f.wallet(6)
    const nonce = await w.getTransactionCount({ address: testAccount(6).address, blockTag: 'pending' })
    const data = encodeFunctionData({
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [card.address, 3n * USD],
    })
    await f.testClient.setAutomine(false)
    let original: Hash
    let replacement: Hash
    try {
      original = await w.sendTransaction({
        to: f.usdt,
        data,
        nonce,
        gas: 100_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      })
      expect(
        (await pay(f, 'topup', card.id, user.headers, { currency: 'usdt', hash: original, nonce }))
          .statusCode,
      ).toBe(204)
      // speed-up: the wallet re-sends the same transfer with a higher fee (a new hash)
      replacement = await w.sendTransaction({
        to: f.usdt,
        data,
        nonce,
        gas: 100_000n,
        maxFeePerGas: 4_000_000_000n,
        maxPriorityFeePerGas: 3_000_000_000n,
      })
      expect(replacement).not.toBe(original)
    } finally {
      await f.testClient.setAutomine(true)
    }
    await mine(f, 3)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 3n * USD - 5_400n })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
    const followed = await confirmations(f, original, user.headers)
    expect(followed.json()).toMatchObject({ status: 'confirmed', required: 2 })
    const rows = await f.db.database.db.execute(
      sql`SELECT status, replaced_by FROM payments WHERE tx_hash = ${original}`,
    )
    expect(rowsOf<unknown>(rows)[0]).toEqual({
      status: 'dropped',
      replaced_by: replacement,
    })
  })
})

describe('refused reports credit nothing', () => {
  let user: Awaited<ReturnType<typeof signInAccount>>
  let card: { id: string; address: Address }
  beforeAll(async () => {
    user = await signInAccount(f, 4)
    card = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
  })

  async function expectRejected(hash: Hash, nonce: number, phrase: RegExp) {
    const res = await pay(f, 'topup', card.id, user.headers, { currency: 'usdt', hash, nonce })
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('payment_rejected')
    expect(res.json().message).toMatch(phrase)
  }

  it('wrong token (USDC to the card address)', async () => {
    const w = f.wallet(4)
    const hash = await w.writeContract({
      address: f.manifest.tokens.USDC.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [card.address, 10n * USD],
    })
    await w.waitForTransactionReceipt({ hash })
    await expectRejected(
      hash,
      (await w.getTransaction({ hash })).nonce,
      /no USDT transfer in this transaction/,
    )
  })

  it('wrong address (USDT to someone else)', async () => {
    const hash = await sendUsdt(f, 4, testAccount(7).address, 10n * USD)
    await expectRejected(hash, 0, /no USDT transfer to this card's receiving address/)
  })

  it('reverted transaction (USDT transfer above the balance)', async () => {
    const w = f.wallet(4)
    const hash = await w.writeContract({
      address: f.usdt,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [card.address, 10n ** 30n],
      gas: 100_000n,
    })
    const receipt = await w.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('reverted')
    await expectRejected(hash, 0, /reverted/)
  })

  it('a non-transfer transaction (plain ETH to the card address)', async () => {
    const w = f.wallet(4)
    const hash = await w.sendTransaction({ to: card.address, value: parseEther('1') })
    await w.waitForTransactionReceipt({ hash })
    await expectRejected(hash, 0, /no USDT transfer/)
  })

  it('garbage hashes are 400; an unknown hash (e.g. from another chain) stays pending, then is dropped', async () => {
    for (const hash of ['0x1234', 'not-a-hash', `0x${'zz'.repeat(32)}`, `0x${'00'.repeat(33)}`]) {
      const res = await pay(f, 'topup', card.id, user.headers, { currency: 'usdt', hash, nonce: 0 })
      expect(res.statusCode, hash).toBe(400)
    }
    const unknown = `0x${'ab'.repeat(32)}` as Hash
    expect(
      (await pay(f, 'topup', card.id, user.headers, { currency: 'usdt', hash: unknown, nonce: 99_999 }))
        .statusCode,
    ).toBe(204)
    await f.runtime.tick()
    expect((await confirmations(f, unknown, user.headers)).json()).toEqual({
      confirmations: 0,
      required: 2,
      status: 'pending',
    })
    f.clock.advance(31 * 60_000)
    await f.runtime.tick()
    expect((await confirmations(f, unknown, user.headers)).json()).toEqual({
      confirmations: 0,
      required: 2,
      status: 'not_found',
    })
  })

  it('other currency ids and other users cards are refused', async () => {
    const hash = await sendUsdt(f, 4, card.address, 2n * USD)
    const other = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    expect(
      (await pay(f, 'topup', card.id, user.headers, { currency: 'usdc', hash, nonce: 0 })).statusCode,
    ).toBe(400)
    expect(
      (await pay(f, 'topup', other.id, user.headers, { currency: 'usdt', hash, nonce: 0 })).statusCode,
    ).toBe(404)
  })

  it('left nothing credited', async () => {
    await mine(f, 2)
    await f.runtime.tick()
    // only the last test's genuine 2 USDT transfer (found by the watcher) is credited to this card
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 2n * USD - 3_600n })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
  })
})
