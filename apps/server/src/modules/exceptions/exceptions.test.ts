import { sql } from 'drizzle-orm'
import { type Address, erc20Abi, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
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
import { parseOpsArgs } from '../../ops/parseOpsArgs'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { sweepStalePartials } from './sweepStalePartials'

// What arrives but cannot be credited normally is one exception row with a reason, never credited
// automatically; the owner sees it on the card; an operator credits it exactly once, records a refund or
// ignores it. Real anvil, real tokens, the real app.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test drives every pass itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const admin = { authorization: 'Bearer test-admin-token' }
const db = () => f.db.database.db

type ExceptionRow = {
  id: string
  reason: string
  detail: string | null
  amount: string | null
  symbol: string | null
  log_index: number | null
  status: string
}
async function exceptionsOf(cardId: string): Promise<ExceptionRow[]> {
  const result = await db().execute(
    sql`SELECT id::text AS id, reason, detail, amount_base::text AS amount, token_symbol AS symbol, log_index, status
        FROM deposit_exceptions WHERE card_id = ${cardId} ORDER BY id`,
  )
  return rowsOf<ExceptionRow>(result)
}

async function sendToken(from: number, symbol: 'DAI' | 'WBTC', to: Address, amount: bigint): Promise<Hash> {
  const w = f.wallet(from)
  const hash = await w.writeContract({
    address: f.manifest.tokens[symbol].address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await w.waitForTransactionReceipt({ hash })
  return hash
}

const resolve = (id: string, payload: Record<string, unknown>) =>
  f.app.inject({ method: 'POST', url: `/api/admin/exceptions/${id}/resolve`, headers: admin, payload })

describe('card_inactive', () => {
  it('money sent to a suspended card, an expired card and a blocked user is held, one exception each; the owner sees it', async () => {
    const suspended = await insertCard(f, { owner: testAccount(1).address, status: 'suspended' })
    const expired = await insertCard(f, {
      owner: testAccount(1).address,
      status: 'active',
      expiresAt: new Date(f.clock.now().getTime() - 1_000),
    })
    const blockedOwner = testAccount(2).address
    const blocked = await insertCard(f, { owner: blockedOwner, status: 'active' })
    await db().execute(sql`UPDATE users SET state = 'blocked' WHERE address = ${blockedOwner.toLowerCase()}`)
    for (const card of [suspended, expired, blocked]) await sendUsdt(f, 3, card.address, 12n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick() // a second pass sees nothing new
    for (const [card, detail] of [
      [suspended, 'card_suspended'],
      [expired, 'card_expired'],
      [blocked, 'user_blocked'],
    ] as const) {
      expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: 0n })
      expect(await exceptionsOf(card.id)).toEqual([
        expect.objectContaining({
          reason: 'card_inactive',
          detail,
          amount: String(12n * USD),
          status: 'open',
        }),
      ])
    }
    const owner = await signInAccount(f, 1)
    const seen = await f.app.inject({
      method: 'GET',
      url: `/api/card/${suspended.id}/held-deposits`,
      headers: owner.headers,
    })
    expect(seen.statusCode).toBe(200)
    expect(seen.json().items).toEqual([
      expect.objectContaining({
        reason: 'card_inactive',
        detail: 'card_suspended',
        chainId: 31337,
        token: expect.objectContaining({ symbol: 'USDT', decimals: 6, isNative: false }),
        amount: String(12n * USD),
        amountUsd: '12.00',
        status: 'open',
      }),
    ])
    const other = await signInAccount(f, 4)
    const foreign = await f.app.inject({
      method: 'GET',
      url: `/api/card/${suspended.id}/held-deposits`,
      headers: other.headers,
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('resolve credit, twice: one ledger credit of the deposit after the fee; then it settles like any credit', async () => {
    const owner = testAccount(5).address
    const card = await insertCard(f, { owner, status: 'active' })
    await db().execute(sql`UPDATE users SET state = 'blacklist' WHERE address = ${owner.toLowerCase()}`)
    await sendUsdt(f, 5, card.address, 30n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    const [held] = await exceptionsOf(card.id)
    expect(held).toMatchObject({ reason: 'card_inactive', detail: 'user_blacklisted' })
    await db().execute(sql`UPDATE users SET state = 'normal' WHERE address = ${owner.toLowerCase()}`)

    const missingNote = await resolve(held!.id, { action: 'credit' })
    expect([missingNote.statusCode, missingNote.json().code]).toEqual([400, 'validation_failed'])
    // Like every credit, an operator's waits for the transfer's block to be final.
    const early = await resolve(held!.id, { action: 'credit', note: 'owner reinstated' })
    expect([early.statusCode, early.json().code]).toEqual([409, 'invalid_action'])
    expect(JSON.stringify(early.json())).toContain('not final yet')
    expect((await exceptionsOf(card.id))[0]).toMatchObject({ status: 'open' })
    await mine(f, SANDBOX_FINALITY_DEPTH)
    const twice = await Promise.all([
      resolve(held!.id, { action: 'credit', note: 'owner reinstated' }),
      resolve(held!.id, { action: 'credit', note: 'owner reinstated' }),
    ])
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200])
    const again = await resolve(held!.id, { action: 'credit', note: 'once more' })
    expect(again.json().exception).toMatchObject({ status: 'credited', note: 'owner reinstated' })
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(30n * USD) })
    const credits = await db().execute(
      sql`SELECT count(*)::int AS n FROM card_ledger WHERE card_id = ${card.id} AND kind = 'exception_credit'`,
    )
    expect(rowsOf<{ n: number }>(credits)[0]!.n).toBe(1)
    // Another action on a resolved exception is refused; a rescan of the block credits nothing more.
    expect((await resolve(held!.id, { action: 'ignore', note: 'x' })).statusCode).toBe(409)
    f.clock.advance(31_000)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(30n * USD), pendingMicro: 0n })
  })

  it('the report path applies the same rule: refused with topup_disabled, stored as rejected_report', async () => {
    const card = await insertCard(f, { owner: testAccount(6).address, status: 'suspended' })
    const user = await signInAccount(f, 6)
    const hash = await sendUsdt(f, 6, card.address, 4n * USD)
    const nonce = (await f.wallet(6).getTransaction({ hash })).nonce
    const res = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'topup_disabled', message: 'top-up disabled: the card is suspended' })
    expect(await exceptionsOf(card.id)).toEqual([
      expect.objectContaining({ reason: 'rejected_report', detail: 'card_suspended' }),
    ])
    await mine(f, 1)
    await f.runtime.tick()
    expect((await exceptionsOf(card.id)).map((e) => e.reason)).toEqual(['rejected_report', 'card_inactive'])
  })
})

describe('below_minimum_stale', () => {
  it('refunded takes the partial payment off the order: nothing left to settle, and it no longer counts toward the minimum', async () => {
    const card = await insertCard(f, { owner: testAccount(7).address, status: 'new' })
    await sendUsdt(f, 7, card.address, 1n * USD) // below the 1.51 USD minimum first top-up
    await mine(f, 1)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(1n * USD) })
    f.clock.advance(25 * 60 * 60_000)
    expect(await sweepStalePartials(db(), f.app.chains, f.clock.now())).toBeGreaterThanOrEqual(1)
    const [stale] = await exceptionsOf(card.id)
    expect(stale).toMatchObject({ reason: 'below_minimum_stale', status: 'open' })

    const refundTxHash = `0x${'ab'.repeat(32)}`
    const refunded = await resolve(stale!.id, { action: 'refunded', note: 'sent back', refundTxHash })
    expect(refunded.statusCode).toBe(200)
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 0n, balanceMicro: 0n })
    const again = await resolve(stale!.id, { action: 'refunded', note: 'sent back', refundTxHash })
    expect(again.statusCode).toBe(200)
    const adjustments = await db().execute(
      sql`SELECT count(*)::int AS n FROM card_ledger WHERE card_id = ${card.id} AND kind = 'adjustment'`,
    )
    expect(rowsOf<{ n: number }>(adjustments)[0]!.n).toBe(1)

    // 0.60 more: with the refunded 1.00 counted it would reach the minimum; without it, the order still waits.
    await sendUsdt(f, 7, card.address, 600_000n)
    await mine(f, 1)
    await f.runtime.tick()
    const order = await db().execute(sql`SELECT status FROM cards WHERE id = ${card.id}`)
    expect(rowsOf<{ status: string }>(order)[0]!.status).toBe('new')
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(600_000n) })
  })

  it('refunded is refused once the order was paid in full since (its money is on the card)', async () => {
    const card = await insertCard(f, { owner: testAccount(8).address, status: 'new' })
    await sendUsdt(f, 8, card.address, 1n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    f.clock.advance(25 * 60 * 60_000)
    await sweepStalePartials(db(), f.app.chains, f.clock.now())
    const [stale] = await exceptionsOf(card.id)
    await sendUsdt(f, 8, card.address, 5n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    const before = await cardMoney(f, card.id)
    const refused = await resolve(stale!.id, {
      action: 'refunded',
      note: 'too late',
      refundTxHash: `0x${'cd'.repeat(32)}`,
    })
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'invalid_action'])
    expect(await cardMoney(f, card.id)).toEqual(before)
    expect((await exceptionsOf(card.id))[0]).toMatchObject({ status: 'open' })
  })
})

describe('unsupported_token', () => {
  it('DAI, WBTC and native ETH sent to a receiving address: one exception each with its token and amount', async () => {
    const card = await insertCard(f, { owner: testAccount(7).address, status: 'active' })
    await sendToken(7, 'DAI', card.address, parseEther('25'))
    await sendToken(7, 'WBTC', card.address, 3_000_000n)
    const w = f.wallet(7)
    const eth = await w.sendTransaction({ to: card.address, value: parseEther('0.5') })
    await w.waitForTransactionReceipt({ hash: eth })
    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await exceptionsOf(card.id)).toEqual([
      expect.objectContaining({
        reason: 'unsupported_token',
        symbol: 'DAI',
        amount: String(parseEther('25')),
      }),
      expect.objectContaining({ reason: 'unsupported_token', symbol: 'WBTC', amount: '3000000' }),
      expect.objectContaining({
        reason: 'unsupported_token',
        symbol: 'ETH',
        amount: String(parseEther('0.5')),
        log_index: -1,
      }),
    ])
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: 0n, pendingMicro: 0n })

    const list = await f.app.inject({
      method: 'GET',
      url: '/api/admin/exceptions?reason=unsupported_token',
      headers: admin,
    })
    const mine7 = list.json().exceptions.filter((e: { cardId: string }) => e.cardId === card.id)
    expect(mine7.map((e: { amountUsd: string | null }) => e.amountUsd).sort()).toEqual(
      ['25.00', null, null].sort(),
    )
    const [dai, wbtc, native] = await exceptionsOf(card.id)
    // WBTC has no USD value without a price: the operator must say how much to credit.
    await mine(f, SANDBOX_FINALITY_DEPTH)
    const noAmount = await resolve(wbtc!.id, { action: 'credit', note: 'swap done by support' })
    expect([noAmount.statusCode, noAmount.json().code]).toEqual([400, 'validation_failed'])
    expect(noAmount.json().message).toMatch(/WBTC/)
    expect(
      (await resolve(wbtc!.id, { action: 'credit', note: 'swapped at 97,000', amount: '2910' })).statusCode,
    ).toBe(200)
    expect((await resolve(dai!.id, { action: 'credit', note: 'DAI is a dollar' })).statusCode).toBe(200)
    const refund = await resolve(native!.id, {
      action: 'refunded',
      note: 'sent back',
      refundTxHash: `0x${'ab'.repeat(32)}`,
    })
    expect(refund.json().exception).toMatchObject({
      status: 'refunded',
      refundTxHash: `0x${'ab'.repeat(32)}`,
    })
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 2_910n * USD + net(25n * USD) })
  })

  it('a refused report leaves a rejected_report row with its reporter and reason', async () => {
    const card = await insertCard(f, { owner: testAccount(8).address, status: 'active' })
    const user = await signInAccount(f, 8)
    const hash = await sendToken(8, 'DAI', card.address, parseEther('3'))
    const nonce = (await f.wallet(8).getTransaction({ hash })).nonce
    const res = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    expect([res.statusCode, res.json().code]).toEqual([422, 'payment_rejected'])
    const list = await f.app.inject({
      method: 'GET',
      url: `/api/admin/exceptions?cardId=${card.id}&reason=rejected_report`,
      headers: admin,
    })
    expect(list.json().exceptions).toEqual([
      expect.objectContaining({
        reason: 'rejected_report',
        detail: 'no_match',
        txHash: hash,
        reporter: testAccount(8).address,
        cardId: card.id,
        status: 'open',
      }),
    ])
    // A report holds no money: it cannot be credited.
    const id = list.json().exceptions[0].id
    expect((await resolve(id, { action: 'credit', note: 'x' })).statusCode).toBe(409)
  })

  it('npm run ops: exceptions list shows them, exceptions resolve <id> credit run twice credits once', async () => {
    const card = await insertCard(f, { owner: testAccount(9).address, status: 'suspended' })
    await sendUsdt(f, 9, card.address, 7n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    const [held] = await exceptionsOf(card.id)
    await db().execute(sql`UPDATE cards SET status = 'active' WHERE id = ${card.id}`)
    const url = await f.app.listen({ host: '127.0.0.1', port: 0 })
    const target = { url, token: 'test-admin-token' }
    const list = await runOpsCommand(target, parseOpsArgs(['exceptions', 'list']))
    expect(list.ok).toBe(true)
    expect(list.output).toContain(
      `#${held!.id}  card_inactive (card_suspended)  7000000 USDT (base units) = 7.00 USD  chain 31337 tx`,
    )
    await mine(f, SANDBOX_FINALITY_DEPTH)
    const resolve = parseOpsArgs(['exceptions', 'resolve', held!.id, 'credit', '--note', 'card reinstated'])
    const first = await runOpsCommand(target, resolve)
    const second = await runOpsCommand(target, resolve)
    expect([first.ok, second.ok]).toEqual([true, true])
    expect(JSON.parse(second.output).exception).toMatchObject({ status: 'credited' })
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(7n * USD) })
    const all = await runOpsCommand(target, parseOpsArgs(['exceptions', 'list', '--all', '--json']))
    const listed = JSON.parse(all.output).exceptions.find((e: { id: string }) => e.id === held!.id)
    expect(listed).toMatchObject({ status: 'credited', note: 'card reinstated' })
  })

  it('without the operator token the exception routes answer 401 and change nothing', async () => {
    const list = await f.app.inject({ method: 'GET', url: '/api/admin/exceptions' })
    expect(list.statusCode).toBe(401)
    const post = await f.app.inject({
      method: 'POST',
      url: '/api/admin/exceptions/1/resolve',
      headers: { authorization: 'Bearer wrong-token-wrong-token' },
      payload: { action: 'ignore', note: 'x' },
    })
    expect(post.statusCode).toBe(401)
    const unknown = await resolve('999999', { action: 'ignore', note: 'x' })
    expect(unknown.statusCode).toBe(404)
    const bad = await f.app.inject({
      method: 'GET',
      url: '/api/admin/exceptions?status=weird',
      headers: admin,
    })
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed'])
  })
})
