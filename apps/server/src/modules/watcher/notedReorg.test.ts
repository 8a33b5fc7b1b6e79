import { erc20NoReturnAbi } from '@chaincard/devchain'
import { sql } from 'drizzle-orm'
import { encodeFunctionData, type Hash, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { processOpenPayments } from '../payments/processOpenPayments'

// The look-ahead notes a transfer it sees before its confirmations as `seen` in its block, from the logs alone
// (no lookup per payment), and leaves it to the confirmed scan. When the block goes before the scan passes it,
// the payment must not stay `seen` in a block that is not there, and the transfer mined again must be credited
// once: whether the look-ahead's next read misses it in its window, or the confirmed scan passes its block
// without it.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test drives every pass itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

/** A USDT transfer signed once, so the very same transaction can be mined again after a reorg. */
async function signedTransfer(from: number, to: `0x${string}`, amount: bigint) {
  const w = f.wallet(from)
  const request = await w.prepareTransactionRequest({
    to: f.usdt,
    data: encodeFunctionData({ abi: erc20NoReturnAbi, functionName: 'transfer', args: [to, amount] }) as Hex,
    gas: 100_000n,
  })
  const raw = await w.signTransaction(request as Parameters<typeof w.signTransaction>[0])
  return async (): Promise<Hash> => {
    const hash = await w.sendRawTransaction({ serializedTransaction: raw })
    await w.waitForTransactionReceipt({ hash })
    return hash
  }
}

async function paymentOf(cardId: string) {
  const result = await f.db.database.db.execute(
    sql`SELECT status, block_number::text AS block, amount_base::text AS amount FROM payments WHERE card_id = ${cardId}`,
  )
  return rowsOf<{ status: string; block: string | null; amount: string | null }>(result)
}

const reorg = (depth: number) => f.testClient.request({ method: 'anvil_reorg', params: [depth, []] } as never)

describe('a noted transfer whose block goes before its confirmations', () => {
  for (const found of ['by the look-ahead', 'by the confirmed scan'] as const) {
    it(`goes back to waiting (found ${found}), and mined again is seen and credited once`, async () => {
      const card = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
      const send = await signedTransfer(2, card.address, 12n * USD)
      const hash = await send()
      const { blockNumber } = await f.wallet(2).getTransactionReceipt({ hash })
      await f.runtime.tick()
      expect(await paymentOf(card.id)).toEqual([
        { status: 'seen', block: String(blockNumber), amount: String(12n * USD) },
      ])
      // Not the open-payment check's while the watcher follows it: no lookup per noted payment.
      expect((await processOpenPayments(f.runtime.ctx, f.chain.chainId)).checked).toBe(0)

      await reorg(1) // its block replaced by an empty one
      // The look-ahead reads the replaced block again; or the head moves on first and the scan passes it.
      if (found === 'by the confirmed scan') await mine(f, 1)
      await f.runtime.tick()
      expect(await paymentOf(card.id)).toEqual([
        { status: 'reported', block: null, amount: String(12n * USD) },
      ])
      expect(await countRows(f, 'payment_credits', sql`card_id = ${card.id}`)).toBe(0)

      expect(await send()).toBe(hash) // mined again, in another block
      await f.runtime.tick()
      expect((await paymentOf(card.id)).map((p) => p.status)).toEqual(['seen'])
      await mine(f, 1)
      await f.runtime.tick()
      await f.runtime.tick()
      expect((await paymentOf(card.id)).map((p) => p.status)).toEqual(['credited'])
      expect(await countRows(f, 'payment_credits', sql`card_id = ${card.id}`)).toBe(1)
      expect((await cardMoney(f, card.id)).pendingMicro).toBe(net(12n * USD))
    })
  }
})
