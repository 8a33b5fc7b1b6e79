import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import type { Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { SANDBOX_FINALITY_DEPTH } from '../../config/sandboxChain'
import { rowsOf } from '../../db/rowsOf'

// Acceptance: below the minimum, above the card maximum, cancel then a late transfer; settlement
// after SETTLEMENT_DELAY into balance up to the maximum; sandbox settle; order info; rescan.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

async function paymentOf(hash: Hash) {
  const result = await f.db.database.db.execute(
    sql`SELECT status, exception, cancelled FROM payments WHERE tx_hash = ${hash.toLowerCase()}`,
  )
  return rowsOf<{ status: string; exception: string; cancelled: boolean }>(result)[0]
}

async function reportOrder(i: number, orderId: string, hash: Hash, headers: Record<string, string>) {
  const nonce = (await f.wallet(i).getTransaction({ hash })).nonce
  return f.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/pay`,
    headers,
    payload: { currency: 'usdt', hash, nonce },
  })
}

describe('below the minimum, above the maximum, late', () => {
  it('below lower: paid_partial, credited to pending, the order waits; the payment reaching lower activates it', async () => {
    const user = await signInAccount(f, 1)
    const order = await insertCard(f, { owner: testAccount(1).address, status: 'new' })
    const edit = await f.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}`,
      headers: user.headers,
      payload: { currency: 'usdt' },
    })
    expect(edit.json()).toEqual({
      id: order.id,
      address: order.address,
      currency: 'usdt',
      topup: { original: { feeRate: '0.003' }, feeRate: '0.0018', lower: '1510000' },
    })
    const first = await sendUsdt(f, 1, order.address, 1_000_000n)
    expect((await reportOrder(1, order.id, first, user.headers)).statusCode).toBe(204)
    await mine(f, 1)
    await f.runtime.tick()
    expect(await paymentOf(first)).toMatchObject({ status: 'credited', exception: 'paid_partial' })
    expect(await cardMoney(f, order.id)).toMatchObject({ status: 'pending', pendingMicro: net(1_000_000n) })

    const second = await sendUsdt(f, 1, order.address, 510_000n) // 1.00 + 0.51 = 1.51
    expect((await reportOrder(1, order.id, second, user.headers)).statusCode).toBe(204)
    await mine(f, 1)
    await f.runtime.tick()
    expect(await paymentOf(second)).toMatchObject({ status: 'credited', exception: 'none' })
    expect(await cardMoney(f, order.id)).toMatchObject({
      status: 'application_required',
      pendingMicro: net(1_000_000n) + net(510_000n),
    })
  })

  it('above what fits: paid_over, all credited to pending; settlement fills balance to the maximum, the excess stays pending', async () => {
    const user = await signInAccount(f, 2)
    const card = await insertCard(f, {
      owner: testAccount(2).address,
      status: 'active',
      balanceMicro: 2_900n * USD,
      balanceUpperMicro: 3_000n * USD,
    })
    const info = await f.app.inject({
      method: 'GET',
      url: `/api/card/${card.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect(info.json()).toMatchObject({ upper: '100000000', lower: '1510000' })
    const hash = await sendUsdt(f, 2, card.address, 250n * USD)
    const nonce = (await f.wallet(2).getTransaction({ hash })).nonce
    const report = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    expect(report.statusCode).toBe(204)
    await mine(f, 1)
    await f.runtime.tick()
    expect(await paymentOf(hash)).toMatchObject({ status: 'credited', exception: 'paid_over' })
    expect(await cardMoney(f, card.id)).toMatchObject({
      balanceMicro: 2_900n * USD,
      pendingMicro: net(250n * USD),
    })
    const full = await f.app.inject({
      method: 'GET',
      url: `/api/card/${card.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect(full.json()).toMatchObject({ upper: '0' })

    // not yet: the credit's block is not final, and it is younger than SETTLEMENT_DELAY (30 s on the test clock)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 2_900n * USD })
    f.clock.advance(31_000)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 2_900n * USD })
    await mine(f, SANDBOX_FINALITY_DEPTH) // final now
    await f.runtime.tick() // the watcher marks it final
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: 3_000n * USD,
      pendingMicro: net(250n * USD) - 100n * USD,
    })
    // settling again moves nothing: there is no room
    await f.runtime.tick()
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id} AND kind = 'settlement'`)).toBe(1)
  })

  it('cancel, then the transfer arrives anyway: credited as paid_late and the order proceeds', async () => {
    const user = await signInAccount(f, 3)
    const order = await insertCard(f, { owner: testAccount(3).address, status: 'new' })
    // the transfer is still in the mempool when it is reported and the user cancels
    const w = f.wallet(3)
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
      expect((await reportOrder(3, order.id, hash, user.headers)).statusCode).toBe(204)
      expect(await paymentOf(hash)).toMatchObject({ status: 'reported' })
    } finally {
      await f.testClient.setAutomine(true)
    }
    const cancel = await f.app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/pay/cancel`,
      headers: user.headers,
    })
    expect(cancel.statusCode).toBe(204)
    expect((await paymentOf(hash))?.cancelled).toBe(true)
    expect((await cardMoney(f, order.id)).status).toBe('new')
    await mine(f, 2) // the late transfer is mined, then confirmed
    await f.runtime.tick()
    expect(await paymentOf(hash)).toMatchObject({ status: 'credited', exception: 'paid_late' })
    expect(await cardMoney(f, order.id)).toMatchObject({
      status: 'application_required',
      pendingMicro: net(5n * USD),
    })
    // cancelling now changes nothing: the payment was confirmed
    await f.app.inject({ method: 'POST', url: `/api/order/${order.id}/pay/cancel`, headers: user.headers })
    expect((await cardMoney(f, order.id)).status).toBe('application_required')
  })
})

describe('rules around reports', () => {
  it('top-up disabled (card flag or blacklisted user) is 409 topup_disabled; a new order cannot use topup/pay', async () => {
    const user = await signInAccount(f, 4)
    const disabled = await insertCard(f, {
      owner: testAccount(4).address,
      status: 'active',
      topupDisabled: true,
    })
    const order = await insertCard(f, { owner: testAccount(4).address, status: 'new' })
    const hash = await sendUsdt(f, 4, disabled.address, 2n * USD)
    const body = { currency: 'usdt', hash, nonce: 0 }
    const a = await f.app.inject({
      method: 'POST',
      url: `/api/card/${disabled.id}/topup/pay`,
      headers: user.headers,
      payload: body,
    })
    expect([a.statusCode, a.json().code]).toEqual([409, 'topup_disabled'])
    const b = await f.app.inject({
      method: 'POST',
      url: `/api/card/${order.id}/topup/pay`,
      headers: user.headers,
      payload: body,
    })
    expect([b.statusCode, b.json().code]).toEqual([409, 'invalid_action'])
    await f.db.database.db.execute(
      sql`UPDATE users SET state = 'blacklist' WHERE address = ${testAccount(4).address.toLowerCase()}`,
    )
    const c = await f.app.inject({
      method: 'GET',
      url: `/api/card/${order.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect([c.statusCode, c.json().code]).toEqual([409, 'topup_disabled'])
    // the money that arrived anyway is not lost, nor credited: the same rule holds it for a person
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, disabled.id)).pendingMicro).toBe(0n)
    const held = await f.db.database.db.execute(
      sql`SELECT reason, detail, amount_base::text AS amount, status FROM deposit_exceptions
          WHERE card_id = ${disabled.id} AND reason = 'card_inactive'`,
    )
    expect(rowsOf<unknown>(held)).toEqual([
      { reason: 'card_inactive', detail: 'user_blacklisted', amount: String(2n * USD), status: 'open' },
    ])
  })

  it("POST /api/sandbox/settle settles the caller's pending top-ups now, nobody else's", async () => {
    const user = await signInAccount(f, 5)
    const card = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    // Another person's top-up in the very same block: on a shared sandbox it stays pending (its block is not
    // final, nor is its credit) until its own settlement, whoever else settles.
    const other = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    // and their card application, waiting for approval, stays waiting
    const application = await insertCard(f, {
      owner: testAccount(6).address,
      status: 'application_processing',
    })
    await f.db.database.db.execute(
      sql`UPDATE cards SET application_submitted_at = ${f.clock.now().toISOString()}::timestamptz WHERE id = ${application.id}`,
    )
    await sendUsdt(f, 5, card.address, 12n * USD)
    await sendUsdt(f, 6, other.address, 7n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: net(12n * USD) })
    expect(await cardMoney(f, other.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: net(7n * USD) })
    const res = await f.app.inject({ method: 'POST', url: '/api/sandbox/settle', headers: user.headers })
    expect(res.statusCode).toBe(204)
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(12n * USD), pendingMicro: 0n })
    expect(await cardMoney(f, other.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: net(7n * USD) })
    const unfinal = await f.db.database.db.execute(
      sql`SELECT count(*)::int AS n FROM card_credits WHERE card_id = ${other.id} AND final_at IS NULL`,
    )
    expect(rowsOf<{ n: number }>(unfinal)[0]?.n).toBe(1)
    expect((await cardMoney(f, application.id)).status).toBe('application_processing')
    // Its owner's settle settles it.
    const owner = await signInAccount(f, 6)
    expect(
      (await f.app.inject({ method: 'POST', url: '/api/sandbox/settle', headers: owner.headers })).statusCode,
    ).toBe(204)
    expect(await cardMoney(f, other.id)).toMatchObject({ balanceMicro: net(7n * USD), pendingMicro: 0n })
    expect((await cardMoney(f, application.id)).status).toBe('waiting_to_get')
  })

  it('admin rescan scans again from a block; credits stay exactly once', async () => {
    const before = await countRows(f, 'payment_credits')
    const unauthorized = await f.app.inject({
      method: 'POST',
      url: '/api/admin/payments/rescan',
      payload: { chainId: 31337, fromBlock: 0 },
    })
    expect(unauthorized.statusCode).toBe(401)
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/admin/payments/rescan',
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { chainId: 31337, fromBlock: 0 },
    })
    expect(res.statusCode).toBe(204)
    const location = res.headers.location as string
    expect(location).toMatch(/^\/api\/admin\/payments\/rescan\/\d+$/)
    await f.runtime.tick()
    expect(await countRows(f, 'payment_credits')).toBe(before)
    const status = await f.app.inject({
      method: 'GET',
      url: location,
      headers: { authorization: 'Bearer test-admin-token' },
    })
    expect(status.json()).toMatchObject({ chainId: 31337, fromBlock: 0, status: 'done', credited: 0 })
  })
})
