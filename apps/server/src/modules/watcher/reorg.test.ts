import { erc20NoReturnAbi } from '@chaincard/devchain'
import { batchPayAbi, batchPayBytecode } from '@chaincard/devchain/batchPay'
import { sql } from 'drizzle-orm'
import { encodeFunctionData, type Hash, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { SANDBOX_FINALITY_DEPTH } from '../../config/sandboxChain'
import { rowsOf } from '../../db/rowsOf'

// Finality before spendability, against real anvil reorgs (anvil_reorg): a credit whose transfer
// left the chain before it was final is reversed with a ledger row and the same transfer mined again is
// credited once; a transfer re-included in another block keeps its credit; a reorg deeper than finality after
// settlement takes nothing back, records a shortfall and stops the card's top-ups until an operator resolves it.
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

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db().execute(query))
}

/** A USDT transfer signed once, so the very same transaction (same hash) can be mined again after a reorg. */
async function signedTransfer(from: number, to: `0x${string}`, amount: bigint) {
  const w = f.wallet(from)
  const request = await w.prepareTransactionRequest({
    to: f.usdt,
    data: encodeFunctionData({ abi: erc20NoReturnAbi, functionName: 'transfer', args: [to, amount] }) as Hex,
    gas: 100_000n,
  })
  const raw = await w.signTransaction(request as Parameters<typeof w.signTransaction>[0])
  const send = async () => {
    const hash = await w.sendRawTransaction({ serializedTransaction: raw })
    await w.waitForTransactionReceipt({ hash })
    return hash
  }
  return { raw, send }
}

/** Replaces the newest `depth` blocks with as many new ones, holding `txs` (raw, block offset) if given. */
/** Sends the transfer and takes it through credit, finality and settlement (the settlement delay passed). */
async function sendAndSettle(transfer: { send(): Promise<Hash> }) {
  await transfer.send()
  await mine(f, 1 + SANDBOX_FINALITY_DEPTH)
  await f.runtime.tick()
  await f.runtime.tick()
  f.clock.advance(31_000)
  await f.runtime.tick()
}

async function reorg(depth: number, txs: [Hex, number][] = []) {
  await f.testClient.request({ method: 'anvil_reorg', params: [depth, txs] } as never)
}

async function ledgerOf(cardId: string) {
  return rows<{ kind: string; pending: string; balance: string }>(
    sql`SELECT kind, pending_delta::text AS pending, balance_delta::text AS balance FROM card_ledger
        WHERE card_id = ${cardId} ORDER BY id`,
  )
}

async function paymentOf(hash: Hash) {
  const [row] = await rows<{ status: string; reversals: number; block_hash: string | null }>(
    sql`SELECT status, reversals, block_hash FROM payments WHERE tx_hash = ${hash.toLowerCase()}`,
  )
  return row
}

async function report(i: number, cardId: string, hash: Hash, headers: Record<string, string>) {
  const nonce = (await f.wallet(i).getTransaction({ hash })).nonce
  return f.app.inject({
    method: 'POST',
    url: `/api/card/${cardId}/topup/pay`,
    headers,
    payload: { currency: 'usdt', hash, nonce },
  })
}

describe('reorgs', () => {
  it('a credit not yet final whose transfer vanished is reversed; the same transfer mined again is credited once', async () => {
    const card = await insertCard(f, { owner: testAccount(1).address, status: 'active' })
    const user = await signInAccount(f, 1)
    const transfer = await signedTransfer(1, card.address, 15n * USD)
    const hash = await transfer.send()
    expect((await report(1, card.id, hash, user.headers)).statusCode).toBe(204)
    await mine(f, 1)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: 0n,
      pendingMicro: net(15n * USD),
    })

    await reorg(3) // the including block and the two after it are replaced by empty ones
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toEqual({ status: 'active', balanceMicro: 0n, pendingMicro: 0n })
    expect(await ledgerOf(card.id)).toEqual([
      { kind: 'topup_credit', pending: String(net(15n * USD)), balance: '0' },
      { kind: 'reorg_reversal', pending: String(-net(15n * USD)), balance: '0' },
    ])
    expect(await paymentOf(hash)).toMatchObject({ status: 'reported', reversals: 1, block_hash: null })
    const gone = await f.app.inject({
      method: 'GET',
      url: `/api/confirmations/${hash}`,
      headers: user.headers,
    })
    expect(gone.json()).toEqual({ confirmations: 0, required: 2, status: 'reorged' })

    // Mined again: credited once more (a new ref), and this time it stays, becomes final and settles.
    expect(await transfer.send()).toBe(hash)
    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(15n * USD) })
    await mine(f, SANDBOX_FINALITY_DEPTH)
    await f.runtime.tick()
    f.clock.advance(31_000)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: net(15n * USD),
      pendingMicro: 0n,
    })
    const ledger = await ledgerOf(card.id)
    expect(ledger.map((r) => r.kind)).toEqual([
      'topup_credit',
      'reorg_reversal',
      'topup_credit',
      'settlement',
    ])
    const sum = ledger.reduce((s, r) => s + BigInt(r.pending) + BigInt(r.balance), 0n)
    expect(sum).toBe(net(15n * USD)) // the ledger adds up to the card's money
    const again = await f.app.inject({
      method: 'GET',
      url: `/api/confirmations/${hash}`,
      headers: user.headers,
    })
    expect(again.json()).toMatchObject({ status: 'confirmed' })
  })

  it('a transfer reorged out twice, credited again in between: the second reorg reverses the new credit, no shortfall', async () => {
    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const transfer = await signedTransfer(3, card.address, 9n * USD)
    const hash = await transfer.send()
    await mine(f, 1)
    await f.runtime.tick()
    await reorg(3)
    await f.runtime.tick()
    expect(await transfer.send()).toBe(hash)
    await mine(f, 1)
    await f.runtime.tick()
    // Both credits of the payment were made at the same instant (the test clock stands still, as two passes
    // within one millisecond would): the second reorg must take back the open one, not the one reversed before.
    const [times] = await rows<{ n: number; at: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT created_at)::int AS at FROM card_credits WHERE card_id = ${card.id}`,
    )
    expect(times).toEqual({ n: 2, at: 1 })
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(9n * USD) })

    await reorg(3)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toEqual({ status: 'active', balanceMicro: 0n, pendingMicro: 0n })
    expect(await paymentOf(hash)).toMatchObject({ status: 'reported', reversals: 2, block_hash: null })
    expect(await rows(sql`SELECT reason FROM deposit_exceptions WHERE card_id = ${card.id}`)).toEqual([])
    expect(await rows(sql`SELECT topup_hold FROM cards WHERE id = ${card.id}`)).toEqual([
      { topup_hold: null },
    ])
    expect((await ledgerOf(card.id)).map((r) => r.kind)).toEqual([
      'topup_credit',
      'reorg_reversal',
      'topup_credit',
      'reorg_reversal',
    ])
  })

  it('a transfer re-included in another block keeps its credit, with the new block', async () => {
    const card = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const transfer = await signedTransfer(2, card.address, 8n * USD)
    const hash = await transfer.send()
    await mine(f, 1)
    await f.runtime.tick()
    const before = await paymentOf(hash)
    expect(before?.status).toBe('credited')
    await reorg(3, [[transfer.raw, 1]]) // the same transaction, one block later in the new branch
    await f.runtime.tick()
    const after = await paymentOf(hash)
    expect(after).toMatchObject({ status: 'credited', reversals: 0 })
    expect(after?.block_hash).not.toBe(before?.block_hash)
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(8n * USD) })
    expect((await ledgerOf(card.id)).map((r) => r.kind)).toEqual(['topup_credit'])
  })

  it('one transaction paying two cards, re-included with its logs shifted: both keep their credit, with the new indexes', async () => {
    const a = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    const b = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    const w = f.wallet(6)
    const deployed = await w.deployContract({ abi: batchPayAbi, bytecode: batchPayBytecode() })
    const batch = (await w.waitForTransactionReceipt({ hash: deployed })).contractAddress!
    await w.waitForTransactionReceipt({
      hash: await w.writeContract({
        address: f.usdt,
        abi: erc20NoReturnAbi,
        functionName: 'transfer',
        args: [batch, 10n * USD],
      }),
    })
    // Signed once: the same transaction (a's transfer at log 0, b's at log 1) is mined again after the reorg,
    // behind another transfer, so a's transfer takes log 1, which b's credit still holds, and b's takes log 2.
    const payRequest = await w.prepareTransactionRequest({
      to: batch,
      data: encodeFunctionData({
        abi: batchPayAbi,
        functionName: 'pay',
        args: [f.usdt, [a.address, b.address], 5n * USD],
      }),
      gas: 200_000n,
    })
    const payRaw = await w.signTransaction(payRequest as Parameters<typeof w.signTransaction>[0])
    const hash = await w.sendRawTransaction({ serializedTransaction: payRaw })
    await w.waitForTransactionReceipt({ hash })
    await mine(f, 1)
    await f.runtime.tick()
    const indexes = () =>
      rows<{ card_id: string; log_index: number }>(
        sql`SELECT card_id, log_index FROM payment_credits WHERE tx_hash = ${hash.toLowerCase()} ORDER BY log_index`,
      )
    expect((await indexes()).map((r) => r.card_id)).toEqual([a.id, b.id])
    const first = (await indexes())[0]!.log_index

    const before = await signedTransfer(7, testAccount(8).address, 1n * USD)
    // The two newest blocks (the payment's and the one after) replaced; both transactions in the first new one.
    await reorg(2, [
      [before.raw, 0],
      [payRaw, 0],
    ])
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await indexes()).toEqual([
      { card_id: a.id, log_index: first + 1 },
      { card_id: b.id, log_index: first + 2 },
    ])
    for (const card of [a, b]) {
      expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(5n * USD) })
    }
    expect(
      await rows(
        sql`SELECT 1 FROM payments WHERE tx_hash = ${hash.toLowerCase()} AND (status <> 'credited' OR reversals <> 0)`,
      ),
    ).toEqual([])
  })

  it('a reorg deeper than finality found by a pass that then fails is still re-checked by the next pass', async () => {
    const card = await insertCard(f, { owner: testAccount(9).address, status: 'active' })
    const transfer = await signedTransfer(9, card.address, 6n * USD)
    await sendAndSettle(transfer)
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(6n * USD), pendingMicro: 0n })

    await reorg(SANDBOX_FINALITY_DEPTH + 4)
    // The pass that finds the reorg rewinds its cursor, then fails before its recheck (a provider error).
    let failures = 0
    f.runtime.ctx.faults = {
      beforeCursorSave: () => {
        failures++
        throw new Error('simulated provider failure after the rewind')
      },
    }
    await f.runtime.tick()
    expect(failures).toBe(1)
    const mark = () =>
      rows<{ recheck_from: string | null }>(
        sql`SELECT recheck_from::text AS recheck_from FROM chain_cursors WHERE chain_id = ${f.chain.chainId}`,
      )
    expect((await mark())[0]!.recheck_from).not.toBeNull()
    expect(await rows(sql`SELECT 1 FROM deposit_exceptions WHERE card_id = ${card.id}`)).toEqual([])

    f.runtime.ctx.faults = {}
    await f.runtime.tick()
    expect(
      await rows(sql`SELECT reason FROM deposit_exceptions WHERE card_id = ${card.id} AND status = 'open'`),
    ).toEqual([{ reason: 'reorg_shortfall' }])
    expect((await mark())[0]!.recheck_from).toBeNull()
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(6n * USD), pendingMicro: 0n })
  })

  it('a 30-block reorg after settlement (anvil_reorg): one shortfall, as before', async () => {
    const card = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    const transfer = await signedTransfer(4, card.address, 9n * USD)
    await sendAndSettle(transfer)
    await mine(f, 30 - (1 + SANDBOX_FINALITY_DEPTH) - 1) // the transfer's block is now the 30th from the head
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(9n * USD), pendingMicro: 0n })

    await reorg(30)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(
      await rows(sql`SELECT reason FROM deposit_exceptions WHERE card_id = ${card.id} AND status = 'open'`),
    ).toEqual([{ reason: 'reorg_shortfall' }])
    expect(await cardMoney(f, card.id)).toMatchObject({ balanceMicro: net(9n * USD), pendingMicro: 0n })
    await f.runtime.tick()
    expect(await rows(sql`SELECT 1 FROM deposit_exceptions WHERE card_id = ${card.id}`)).toHaveLength(1)
  })

  it('a reorg deeper than finality after settlement: nothing taken back, a shortfall held, top-ups stop until resolved', async () => {
    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    const user = await signInAccount(f, 3)
    const transfer = await signedTransfer(3, card.address, 20n * USD)
    await sendAndSettle(transfer)
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: net(20n * USD),
      pendingMicro: 0n,
    })

    await reorg(SANDBOX_FINALITY_DEPTH + 4)
    await f.runtime.tick()
    await f.runtime.tick()
    // Spendable money is never taken back: the balance stays, nothing goes negative.
    expect(await cardMoney(f, card.id)).toEqual({
      status: 'active',
      balanceMicro: net(20n * USD),
      pendingMicro: 0n,
    })
    const held = await f.app.inject({
      method: 'GET',
      url: `/api/card/${card.id}/held-deposits`,
      headers: user.headers,
    })
    expect(held.json().items).toEqual([
      expect.objectContaining({ reason: 'reorg_shortfall', amountUsd: '19.96', status: 'open' }),
    ])
    const cardView = await f.app.inject({ method: 'GET', url: `/api/card/${card.id}`, headers: user.headers })
    expect(cardView.json()).toMatchObject({ topupDisabled: true })

    // Top-ups are refused with a clear message, and money sent anyway is held, not credited.
    const info = await f.app.inject({
      method: 'GET',
      url: `/api/card/${card.id}/topup?currency=usdt`,
      headers: user.headers,
    })
    expect([info.statusCode, info.json().code]).toEqual([409, 'topup_disabled'])
    const more = await signedTransfer(3, card.address, 5n * USD)
    const moreHash = await more.send()
    const refused = await report(3, card.id, moreHash, user.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'topup_disabled' })
    expect(refused.json().message).toMatch(/paused until support resolves/)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, card.id)).pendingMicro).toBe(0n)

    // The operator resolves the shortfall: top-ups resume.
    const [shortfall] = await rows<{ id: string }>(
      sql`SELECT id::text AS id FROM deposit_exceptions WHERE card_id = ${card.id} AND reason = 'reorg_shortfall'`,
    )
    const credit = await f.app.inject({
      method: 'POST',
      url: `/api/admin/exceptions/${shortfall!.id}/resolve`,
      headers: admin,
      payload: { action: 'credit', note: 'try' },
    })
    expect([credit.statusCode, credit.json().code]).toEqual([409, 'invalid_action'])
    const ignore = await f.app.inject({
      method: 'POST',
      url: `/api/admin/exceptions/${shortfall!.id}/resolve`,
      headers: admin,
      payload: { action: 'ignore', note: 'loss written off' },
    })
    expect(ignore.statusCode).toBe(200)
    expect(ignore.json().exception).toMatchObject({ status: 'ignored', note: 'loss written off' })
    const resumed = await f.app.inject({ method: 'GET', url: `/api/card/${card.id}`, headers: user.headers })
    expect(resumed.json()).toMatchObject({ topupDisabled: false })
  })
})
