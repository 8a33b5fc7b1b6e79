import { randomUUID } from 'node:crypto'
import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import { getAddress, type Hash } from 'viem'
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
import type { ChainRuntime } from '../../config'
import { rowsOf } from '../../db/rowsOf'

// PUT /order/{id} stores the currency the user chose (GET /order/{id} answers its amounts in it),
// only for the caller's order, only while no payment is under way; bad input is 400 and changes nothing.
// A second enabled chain (BNB Smart Chain, order currency usdt-bep20, 18 decimals) stands in config only:
// no transaction is sent on it, and its token address has no contract, so its watcher finds nothing.
const BSC_USDT = getAddress('0x00000000000000000000000000000000000000b5')
const bsc = (sandbox: ChainRuntime): ChainRuntime => {
  const token = {
    symbol: 'USDT',
    name: 'Tether USD (BEP-20)',
    decimals: 18,
    address: BSC_USDT,
    isNative: false,
    chainId: 56,
    logoURI: '',
  }
  return {
    ...sandbox,
    id: 56,
    name: 'BNB Smart Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    orderCurrency: { id: 'usdt-bep20', token },
    tokens: [token],
  }
}

let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture({}, { extraChains: (sandbox) => [bsc(sandbox)] })
}, 120_000)
afterAll(async () => {
  await f?.close()
})

type OrderRow = { order_currency: string; status: string; updated_at: string }
async function orderRow(id: string): Promise<OrderRow> {
  const result = await f.db.database.db.execute(
    sql`SELECT order_currency, status, updated_at::text FROM cards WHERE id = ${id}`,
  )
  return rowsOf<OrderRow>(result)[0]!
}

const put = (id: string, headers: Record<string, string>, payload: unknown) =>
  f.app.inject({ method: 'PUT', url: `/api/order/${id}`, headers, payload: payload as object })

describe('PUT /order/{id}', () => {
  it('stores the chosen currency: GET /order answers it, with bounds and amounts in its decimals', async () => {
    const user = await signInAccount(f, 1)
    const order = await insertCard(f, { owner: testAccount(1).address, status: 'new' })
    const res = await put(order.id, user.headers, { currency: 'usdt-bep20' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      id: order.id,
      address: order.address,
      currency: 'usdt-bep20',
      topup: { original: { feeRate: '0.003' }, feeRate: '0.0018', lower: '1510000000000000000' },
    })
    expect((await orderRow(order.id)).order_currency).toBe('usdt-bep20')
    const read = await f.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: user.headers })
    expect(read.json()).toMatchObject({
      orderCurrency: 'usdt-bep20',
      availableCurrencies: ['usdt', 'usdt-bep20'],
      address: order.address,
      orderAmount: '1510000000000000000',
      amount: '0',
      topup: { lower: '1510000000000000000', upper: '3000000000000000000000' },
    })

    // Back to the sandbox chain, named in another case: stored as the chain's own id.
    const back = await put(order.id, user.headers, { currency: 'USDT' })
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ currency: 'usdt', topup: { lower: '1510000' } })
    expect((await orderRow(order.id)).order_currency).toBe('usdt')
    const again = await f.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: user.headers })
    expect(again.json()).toMatchObject({ orderCurrency: 'usdt', orderAmount: '1510000' })
  })

  it("another user's order is 404 (like an unknown id) and stays as it was", async () => {
    const owner = await signInAccount(f, 2)
    const stranger = await signInAccount(f, 3)
    const order = await insertCard(f, { owner: testAccount(2).address, status: 'new' })
    const before = await orderRow(order.id)
    const foreign = await put(order.id, stranger.headers, { currency: 'usdt-bep20' })
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'not_found'])
    const unknown = await put(randomUUID(), stranger.headers, { currency: 'usdt-bep20' })
    expect([unknown.statusCode, unknown.json()]).toEqual([404, foreign.json()])
    expect(await orderRow(order.id)).toEqual(before)
    const anonymous = await f.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      payload: { currency: 'usdt-bep20' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await put(order.id, owner.headers, { currency: 'usdt-bep20' })).statusCode).toBe(200)
  })

  it('bad input is 400 validation_failed and changes nothing', async () => {
    const user = await signInAccount(f, 4)
    const order = await insertCard(f, { owner: testAccount(4).address, status: 'new' })
    const before = await orderRow(order.id)
    f.clock.advance(1_000)
    const cases: Array<[string, unknown]> = [
      [order.id, { currency: 'usdc-op-erc20' }], // a real currency id, but no enabled chain's
      [order.id, { currency: 'usdt?' }],
      [order.id, { currency: '' }],
      [order.id, { currency: 56 }],
      [order.id, {}],
      [order.id, { currency: 'usdt-bep20', chainId: 56 }],
      ['not-an-id', { currency: 'usdt-bep20' }],
      [order.id.toUpperCase(), { currency: 'usdt-bep20' }],
    ]
    for (const [id, payload] of cases) {
      const res = await put(id, user.headers, payload)
      expect([res.statusCode, res.json().code], JSON.stringify({ id, payload })).toEqual([
        400,
        'validation_failed',
      ])
    }
    const unknown = await put(order.id, user.headers, { currency: 'usdc-op-erc20' })
    expect(unknown.json().message).toContain('usdc-op-erc20')
    expect(await orderRow(order.id)).toEqual(before)
  })

  it('refused with 409 for a card that is no order and when top-up is disabled; nothing changes', async () => {
    const user = await signInAccount(f, 5)
    const card = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    const active = await put(card.id, user.headers, { currency: 'usdt-bep20' })
    expect([active.statusCode, active.json().code]).toEqual([409, 'invalid_action'])
    expect((await orderRow(card.id)).order_currency).toBe('usdt')

    const flagged = await insertCard(f, { owner: testAccount(5).address, status: 'new', topupDisabled: true })
    const disabled = await put(flagged.id, user.headers, { currency: 'usdt-bep20' })
    expect([disabled.statusCode, disabled.json().code]).toEqual([409, 'topup_disabled'])
    expect((await orderRow(flagged.id)).order_currency).toBe('usdt')

    const order = await insertCard(f, { owner: testAccount(5).address, status: 'new' })
    await f.db.database.db.execute(
      sql`UPDATE users SET state = 'blacklist' WHERE address = ${testAccount(5).address.toLowerCase()}`,
    )
    const blacklisted = await put(order.id, user.headers, { currency: 'usdt-bep20' })
    expect([blacklisted.statusCode, blacklisted.json().code]).toEqual([409, 'topup_disabled'])
    expect((await orderRow(order.id)).order_currency).toBe('usdt')
  })
})

describe('a currency change and the payments of the order', () => {
  it('no change while a payment is under way; after a cancel and a change the late transfer is still credited, once', async () => {
    const user = await signInAccount(f, 6)
    const order = await insertCard(f, { owner: testAccount(6).address, status: 'new' })
    // A USDT transfer on the sandbox chain, reported while still in the mempool.
    const w = f.wallet(6)
    await f.testClient.setAutomine(false)
    let hash: Hash
    try {
      hash = await w.writeContract({
        address: f.usdt,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [order.address, 5n * USD],
        gas: 100_000n,
      })
      const nonce = (await w.getTransaction({ hash })).nonce
      const report = await f.app.inject({
        method: 'POST',
        url: `/api/order/${order.id}/pay`,
        headers: user.headers,
        payload: { currency: 'usdt', hash, nonce },
      })
      expect(report.statusCode, report.body).toBe(204)
      expect((await orderRow(order.id)).status).toBe('pending')

      // Payment under way: another currency is refused and nothing changes; the same one just answers.
      const before = await orderRow(order.id)
      const refused = await put(order.id, user.headers, { currency: 'usdt-bep20' })
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'invalid_action'])
      expect(refused.json().message).toContain('usdt')
      expect(await orderRow(order.id)).toEqual(before)
      const same = await put(order.id, user.headers, { currency: 'usdt' })
      expect(same.statusCode).toBe(200)
      expect(await orderRow(order.id)).toEqual(before)

      // The user cancels (back to new), then picks the other chain's currency: stored.
      const cancel = await f.app.inject({
        method: 'POST',
        url: `/api/order/${order.id}/pay/cancel`,
        headers: user.headers,
      })
      expect(cancel.statusCode).toBe(204)
      const changed = await put(order.id, user.headers, { currency: 'usdt-bep20' })
      expect(changed.statusCode).toBe(200)
      expect(await orderRow(order.id)).toMatchObject({ status: 'new', order_currency: 'usdt-bep20' })
    } finally {
      await f.testClient.setAutomine(true)
    }

    // The transfer in the old currency is mined and confirmed: verified on its own chain, credited once.
    await mine(f, 2)
    await f.runtime.tick()
    await f.runtime.tick()
    const payments = await f.db.database.db.execute(
      sql`SELECT chain_id, currency, status, exception FROM payments WHERE card_id = ${order.id}`,
    )
    expect(rowsOf<unknown>(payments)).toEqual([
      { chain_id: 31337, currency: 'usdt', status: 'credited', exception: 'paid_late' },
    ])
    expect(await countRows(f, 'payment_credits', sql`tx_hash = ${hash.toLowerCase()}`)).toBe(1)
    expect(await countRows(f, 'card_ledger', sql`card_id = ${order.id}`)).toBe(1)
    expect(await cardMoney(f, order.id)).toEqual({
      status: 'application_required',
      balanceMicro: 0n,
      pendingMicro: net(5n * USD),
    })

    // Reporting it again (in its currency) adds nothing; the paid order keeps its currency.
    const nonce = (await w.getTransaction({ hash })).nonce
    await f.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    await f.runtime.tick()
    expect(await countRows(f, 'card_ledger', sql`card_id = ${order.id}`)).toBe(1)
    const paid = await put(order.id, user.headers, { currency: 'usdt' })
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'invalid_action'])
    const read = await f.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: user.headers })
    // 5 USDT less the 0.18 % fee, in the base units of the stored currency (18 decimals).
    expect(read.json()).toMatchObject({
      orderCurrency: 'usdt-bep20',
      amount: (net(5n * USD) * 10n ** 12n).toString(),
    })
  })
})
