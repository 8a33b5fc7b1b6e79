import { erc20NoReturnAbi } from '@chaincard/devchain'
import { batchPayAbi, batchPayBytecode } from '@chaincard/devchain/batchPay'
import { sql } from 'drizzle-orm'
import type { Address, Hash } from 'viem'
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
import { rowsOf } from '../../db/rowsOf'
import { noteUnconfirmedDeposits } from './noteUnconfirmedDeposits'
import { watcherRpc } from './scanChain'

// The owner's report of a hash (POST /card/:id/topup/pay) and the watcher's look-ahead noting the same transfer
// both create its payment row, in the same moment right after the first confirmation. They used to take their
// locks in opposite orders (the report: the card row, then the payment's unique key; the look-ahead: the
// payment's unique key, then the card row's key share its foreign key takes), so PostgreSQL broke the cycle by
// failing one of them after its deadlock timeout: a report answered 500, or the look-ahead lost its pass. On
// PGlite (one connection) nothing runs at once; the test still proves every transfer noted and credited once.
const CARDS_PER_ROUND = 10
const ROUNDS = 30
/**
 * When the look-ahead starts after the reports, per round: the reports reach their transaction some 20 to 60 ms
 * after they are sent (they read the receipt first), the look-ahead's insert some 10 ms after it starts; the
 * rounds sweep that window so that some look-ahead inserts while reports hold their cards' locks.
 */
const noteDelayMs = (round: number) => 6 + (round % 15)

let f: PaymentsFixture
let batch: Address
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test runs the look-ahead itself, beside the reports
  const w = f.wallet(1)
  const deployed = await w.deployContract({ abi: batchPayAbi, bytecode: batchPayBytecode() })
  batch = (await w.waitForTransactionReceipt({ hash: deployed })).contractAddress!
  await w.waitForTransactionReceipt({
    hash: await w.writeContract({
      address: f.usdt,
      abi: erc20NoReturnAbi,
      functionName: 'transfer',
      args: [batch, BigInt(CARDS_PER_ROUND * ROUNDS) * 5n * USD],
    }),
  })
}, 120_000)
afterAll(async () => {
  await f?.close()
})

/** Pays 5 USD to each address in one transaction (mined at once: 1 confirmation). */
async function payBatch(to: Address[]): Promise<{ hash: Hash; nonce: number }> {
  const w = f.wallet(1)
  const hash = await w.writeContract({
    address: batch,
    abi: batchPayAbi,
    functionName: 'pay',
    args: [f.usdt, to, 5n * USD],
  })
  await w.waitForTransactionReceipt({ hash })
  return { hash, nonce: (await w.getTransaction({ hash })).nonce }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The error's SQLSTATE, wherever the driver put it. */
function sqlState(error: unknown): string | null {
  let e: unknown = error
  while (e instanceof Error) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
    e = (e as { cause?: unknown }).cause
  }
  return null
}

describe('a report and the look-ahead noting the same transfers at once', () => {
  it('never deadlock: every report answers, every look-ahead succeeds, each transfer is credited once', async () => {
    const chain = f.app.chains.get(f.chain.chainId)!
    const rpc = watcherRpc({})
    const user = await signInAccount(f, 6)
    const failures: string[] = []
    const all: { id: string }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const head = await chain.client.getBlockNumber({ cacheTime: 0 })
      const cards: { id: string; address: Address }[] = []
      for (let i = 0; i < CARDS_PER_ROUND; i++) {
        cards.push(await insertCard(f, { owner: testAccount(6).address, status: 'active' }))
      }
      const { hash, nonce } = await payBatch(cards.map((c) => c.address))
      const now = await chain.client.getBlockNumber({ cacheTime: 0 })
      const reports = cards.map(async (card) => {
        const answer = await f.app.inject({
          method: 'POST',
          url: `/api/card/${card.id}/topup/pay`,
          headers: user.headers,
          payload: { currency: 'usdt', hash, nonce },
        })
        if (answer.statusCode >= 300) failures.push(`report answered ${answer.statusCode}`)
      })
      const note = (async () => {
        await sleep(noteDelayMs(round))
        await noteUnconfirmedDeposits({
          ctx: f.runtime.ctx,
          chain: chain.runtime,
          client: chain.client,
          rpc,
          head: now,
          scannedTo: head,
        }).catch((error: unknown) => {
          failures.push(`look-ahead failed: ${sqlState(error) ?? error}`)
        })
      })()
      await Promise.all([...reports, note])
      all.push(...cards)
    }
    expect(failures).toEqual([])

    // The confirmed scan and the open-payment check credit every transfer, once.
    await mine(f, 2)
    await f.runtime.tick()
    await f.runtime.tick()
    const ids = sql.join(
      all.map((c) => sql`${c.id}`),
      sql`, `,
    )
    const counts = rowsOf<{ card_id: string; payments: number; credits: number }>(
      await f.db.database.db.execute(sql`
        SELECT c.id AS card_id,
          (SELECT count(*)::int FROM payments p WHERE p.card_id = c.id) AS payments,
          (SELECT count(*)::int FROM payment_credits pc WHERE pc.card_id = c.id) AS credits
        FROM cards c WHERE c.id IN (${ids})`),
    )
    expect(counts).toHaveLength(all.length)
    for (const row of counts)
      expect({ payments: row.payments, credits: row.credits }).toEqual({ payments: 1, credits: 1 })
    for (const card of all) expect((await cardMoney(f, card.id)).pendingMicro).toBe(net(5n * USD))
  }, 180_000)
})
