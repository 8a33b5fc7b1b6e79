import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import { encodeFunctionData, type Hex } from 'viem'
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
import { createJobLocks } from '../../runtime/jobs/jobLocks'
import { readCursor } from './cursor'

// Acceptance: unreported transfers are credited by the watcher, also after downtime and after a
// crash between seeing and crediting; a reorg never credits a transfer that left the chain, and the same
// transfer mined again is credited once; one active scanner per chain.
let f: PaymentsFixture
beforeAll(async () => {
  // The test drives every pass with tick(): a background round (every poll interval) would also meet the
  // injected faults and race the test's passes on a loaded machine.
  f = await createPaymentsFixture({}, { chain: (sandbox) => ({ ...sandbox, pollIntervalMs: 3_600_000 }) })
}, 120_000)
afterAll(async () => {
  await f?.close()
})

describe('watcher', () => {
  it('credits a transfer nobody reported, once, after the required confirmations', async () => {
    const card = await insertCard(f, { owner: testAccount(1).address, status: 'active' })
    await sendUsdt(f, 1, card.address, 7n * USD)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 0n }) // 1 confirmation of 2
    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(7n * USD) })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
    // The money path's metrics moved: one credit on this chain, the lag measured.
    const credits = (await f.app.metrics.moneyPath.credits.get()).values
    expect(credits.find((v) => v.labels.chain_id === '31337')?.value).toBeGreaterThanOrEqual(1)
    const lag = (await f.app.metrics.moneyPath.watcherHeadLagBlocks.get()).values
    expect(lag.find((v) => v.labels.chain_id === '31337')?.value).toBe(1)
    const cursor = await readCursor(f.db.database.db, f.chain.chainId)
    expect(cursor?.nextBlock).toBe((await f.wallet(0).getBlockNumber()) - 1n + 1n)
  })

  it('credits every transfer of a scanned range to the card it was sent to', async () => {
    const a = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const b = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    // two transfers to a and one to b, scanned together in one range
    await sendUsdt(f, 2, a.address, 1n * USD)
    await sendUsdt(f, 2, a.address, 2n * USD)
    await sendUsdt(f, 2, b.address, 3n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, a.id)).pendingMicro).toBe(net(1n * USD) + net(2n * USD))
    expect((await cardMoney(f, b.id)).pendingMicro).toBe(net(3n * USD))
  })

  it('dust whose fee takes all of it is recorded, credits nothing and does not stop the chain', async () => {
    const dust = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    const next = await insertCard(f, { owner: testAccount(2).address, status: 'active' })
    // 1 base unit of USDT (0.000001): the fee rounds up to all of it. Scanned in one range with a real top-up.
    await sendUsdt(f, 2, dust.address, 1n)
    await sendUsdt(f, 2, next.address, 4n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, next.id)).pendingMicro).toBe(net(4n * USD))
    expect((await cardMoney(f, dust.id)).pendingMicro).toBe(0n)
    expect(
      await countRows(
        f,
        'payments',
        sql`card_id = ${dust.id} AND status = 'credited' AND credited_micro = 0`,
      ),
    ).toBe(1)
    expect(await countRows(f, 'card_ledger', sql`card_id = ${dust.id}`)).toBe(0)
    // The chain goes on: a later transfer to the same card is credited.
    await sendUsdt(f, 2, dust.address, 2n * USD)
    await mine(f, 1)
    await f.runtime.tick()
    expect((await cardMoney(f, dust.id)).pendingMicro).toBe(net(2n * USD))
  })

  it('credits a transfer made while the server was down, after restart', async () => {
    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    await f.stopApp()
    await sendUsdt(f, 3, card.address, 20n * USD)
    await mine(f, 5)
    await f.restart()
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(20n * USD) })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
  })

  it('a crash between seeing and crediting loses nothing and credits once (injected fault)', async () => {
    const card = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    await sendUsdt(f, 4, card.address, 30n * USD)
    await mine(f, 1)
    const before = await readCursor(f.db.database.db, f.chain.chainId)
    let hits = 0
    f.runtime.ctx.faults = {
      beforeCredit: () => {
        hits++
        throw new Error('simulated crash: the process dies after seeing the transfer, before crediting it')
      },
    }
    await f.runtime.tick()
    expect(hits).toBe(1)
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 0n })
    expect((await readCursor(f.db.database.db, f.chain.chainId))?.nextBlock).toBe(before?.nextBlock)

    // crash right after the credit committed, before the cursor moved: the rescan must not credit again
    f.runtime.ctx.faults = {
      beforeCursorSave: () => {
        throw new Error('simulated crash after crediting, before saving the cursor')
      },
    }
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(30n * USD) })
    expect((await readCursor(f.db.database.db, f.chain.chainId))?.nextBlock).toBe(before?.nextBlock)

    await f.restart() // a new process: no faults
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(30n * USD) })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
    expect(await countRows(f, 'payment_credits', sql`card_id = ${card.id}`)).toBe(1)
    expect((await readCursor(f.db.database.db, f.chain.chainId))!.nextBlock > before!.nextBlock).toBe(true)
  })

  it('reorg: a transfer reverted before its confirmations is not credited; mined again, it is credited once', async () => {
    const card = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    const w = f.wallet(5)
    await mine(f, 1)
    await f.runtime.tick()
    const snapshot = await f.testClient.snapshot()
    // sign once, so the very same transaction (same hash) can be mined again after the reorg
    const request = await w.prepareTransactionRequest({
      to: f.usdt,
      data: encodeTransfer(card.address, 40n * USD),
      gas: 100_000n,
    })
    const raw = await w.signTransaction(request as Parameters<typeof w.signTransaction>[0])
    const hash = await w.sendRawTransaction({ serializedTransaction: raw })
    await w.waitForTransactionReceipt({ hash })
    // the owner reports it: it is seen with 1 confirmation of 2
    const user = await signInAccount(f, 5)
    const nonce = (await w.getTransaction({ hash })).nonce
    const report = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    expect(report.statusCode).toBe(204)
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 0n })

    await f.testClient.revert({ id: snapshot })
    await mine(f, 3) // the chain moves on without the transfer
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: 0n })
    const gone = await f.app.inject({
      method: 'GET',
      url: `/api/confirmations/${hash}`,
      headers: user.headers,
    })
    expect(gone.json()).toMatchObject({ confirmations: 0, status: 'pending' })

    // the same signed transaction is mined again
    expect(await w.sendRawTransaction({ serializedTransaction: raw })).toBe(hash)
    await w.waitForTransactionReceipt({ hash })
    await mine(f, 2)
    await f.runtime.tick()
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(40n * USD) })
    expect(await countRows(f, 'card_ledger', sql`card_id = ${card.id}`)).toBe(1)
    const back = await f.app.inject({
      method: 'GET',
      url: `/api/confirmations/${hash}`,
      headers: user.headers,
    })
    expect(back.json()).toMatchObject({ status: 'confirmed' })
  })

  it('a reorg deeper than the confirmations behind the cursor rewinds the cursor instead of skipping blocks', async () => {
    const card = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    const snapshot = await f.testClient.snapshot()
    await mine(f, 4)
    await f.runtime.tick()
    const scanned = (await readCursor(f.db.database.db, f.chain.chainId))!.nextBlock
    await f.testClient.revert({ id: snapshot })
    // a different history, with a transfer, at heights the cursor already passed
    await sendUsdt(f, 6, card.address, 9n * USD)
    await mine(f, 4)
    expect(await f.wallet(0).getBlockNumber()).toBe(scanned + 1n)
    await f.runtime.tick() // detects the replaced block and rewinds
    await f.runtime.tick()
    expect(await cardMoney(f, card.id)).toMatchObject({ pendingMicro: net(9n * USD) })
  })

  it('one active scanner per chain: a second holder cannot take a held lock; it takes it once released', async () => {
    const a = createJobLocks(f.db.database)
    const b = createJobLocks(f.db.database)
    expect(await a.hold('test-lock')).toBe(true)
    expect(await b.hold('test-lock')).toBe(false)
    expect(await a.hold('test-lock')).toBe(true) // held across rounds
    const racers = ['c', 'd', 'e', 'f'].map(() => createJobLocks(f.db.database))
    const races = await Promise.all(racers.map((r) => r.hold('race-lock')))
    expect(races.filter(Boolean)).toHaveLength(1)
    await a.releaseAll()
    expect(await b.hold('test-lock')).toBe(true)
    expect(await a.hold('test-lock')).toBe(false)
    for (const locks of [a, b, ...racers]) await locks.releaseAll()
  })
})

function encodeTransfer(to: `0x${string}`, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20NoReturnAbi, functionName: 'transfer', args: [to, amount] })
}
