import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  sendUsdt,
  testAccount,
} from '../../../test/helpers/paymentsFixture'

// New heads are followed over the chain's WebSocket (eth_subscribe newHeads; anvil offers it), so a
// transfer is credited as soon as its confirming block arrives, not on the next poll. The poll here is a
// minute apart: only the subscription can make the watcher run in time.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture(
    {},
    {
      chain: (sandbox) => ({
        ...sandbox,
        wsRpcUrl: sandbox.rpcUrl.replace(/^http/, 'ws'),
        pollIntervalMs: 60_000,
      }),
    },
  )
}, 120_000)
afterAll(async () => {
  await f?.close()
})

describe('following new heads', () => {
  it('credits an unreported transfer right after its confirming block, with no poll due', async () => {
    const card = await insertCard(f, { owner: testAccount(1).address, status: 'active' })
    await mine(f, 1)
    await new Promise((resolve) => setTimeout(resolve, 500)) // the subscription is up and idle
    await sendUsdt(f, 1, card.address, 5_000_000n)
    await mine(f, 1)
    const confirmedAt = Date.now()
    let credited = 0n
    while (Date.now() - confirmedAt < 10_000) {
      credited = (await cardMoney(f, card.id)).pendingMicro
      if (credited > 0n) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const elapsed = Date.now() - confirmedAt
    expect(credited).toBe(5_000_000n - 9_000n)
    // Far below the minute-long poll; the bench measures the sub-second figure on an idle machine.
    expect(elapsed).toBeLessThan(5_000)
  })
})
