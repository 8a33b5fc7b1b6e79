import { sql } from 'drizzle-orm'
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
import { rowsOf } from '../../db/rowsOf'

// (live updates): a transfer sent straight to a card's address (an exchange, never reported in the app)
// is seen before it has every confirmation: "payment seen, 1 of 2", then credited, once.
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture()
}, 120_000)
afterAll(async () => {
  await f?.close()
})

type EventRow = { kind: string; payload: Record<string, unknown> }
async function eventsOf(cardId: string): Promise<EventRow[]> {
  const result = await f.db.database.db.execute(
    sql`SELECT kind, payload FROM card_events WHERE card_id = ${cardId} AND kind LIKE 'deposit.%' ORDER BY id`,
  )
  return rowsOf<EventRow>(result)
}

/** GET /api/card/{id}/deposits as dev account `account` (the owner is account 6 or 7). */
async function depositsAs(account: number, cardId: string) {
  const session = await signInAccount(f, account)
  return f.app.inject({ method: 'GET', url: `/api/card/${cardId}/deposits`, headers: session.headers })
}

async function paymentOf(cardId: string) {
  const result = await f.db.database.db.execute(
    sql`SELECT status, reported_at, sender FROM payments WHERE card_id = ${cardId}`,
  )
  return rowsOf<{ status: string; reported_at: unknown; sender: unknown }>(result)
}

describe('unconfirmed deposits (no report)', () => {
  it('is seen at 1 of 2 confirmations, then credited once at 2', async () => {
    const card = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    const hash = await sendUsdt(f, 1, card.address, 25n * USD)
    await f.runtime.tick()

    const seen = await paymentOf(card.id)
    expect(seen).toEqual([{ status: 'seen', reported_at: null, sender: null }])
    // Seen (counted against the head of the pass before), then this pass's head: 1 confirmation.
    const early = await eventsOf(card.id)
    expect(early.map((e) => e.kind)).toEqual(['deposit.seen', 'deposit.confirming'])
    expect(early[0]!.payload).toMatchObject({ txHash: hash.toLowerCase() })
    expect(early[1]!.payload).toMatchObject({ txHash: hash.toLowerCase(), confirmations: 1 })
    expect((await cardMoney(f, card.id)).pendingMicro).toBe(0n)
    const confirming = await depositsAs(6, card.id)
    expect(confirming.statusCode).toBe(200)
    expect(confirming.json().items).toEqual([
      expect.objectContaining({
        chainId: 31337,
        txHash: hash.toLowerCase(),
        state: 'confirming',
        confirmations: 1,
        required: 2,
        amount: '25.00',
      }),
    ])
    // Someone else's card is not found (and says nothing about it).
    const foreign = await depositsAs(5, card.id)
    expect(foreign.statusCode).toBe(404)

    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick() // a second pass changes nothing
    expect((await paymentOf(card.id)).map((p) => p.status)).toEqual(['credited'])
    expect((await eventsOf(card.id)).map((e) => e.kind)).toEqual([
      'deposit.seen',
      'deposit.confirming',
      'deposit.credited',
    ])
    expect(await countRows(f, 'payment_credits', sql`card_id = ${card.id}`)).toBe(1)
    expect((await cardMoney(f, card.id)).pendingMicro).toBe(net(25n * USD))
    const credited = await depositsAs(6, card.id)
    expect(credited.json().items).toEqual([
      expect.objectContaining({ state: 'credited', confirmations: 2, required: 2, amount: '24.95' }),
    ])
  })

  it('an order paid from an exchange: seen at 1 of 2, then its first payment moves it on, credited once', async () => {
    const order = await insertCard(f, { owner: testAccount(8).address, status: 'new' })
    await sendUsdt(f, 3, order.address, 20n * USD)
    await f.runtime.tick()
    expect((await paymentOf(order.id)).map((p) => p.status)).toEqual(['seen'])
    expect((await cardMoney(f, order.id)).status).toBe('new')
    await mine(f, 1)
    await f.runtime.tick()
    expect((await paymentOf(order.id)).map((p) => p.status)).toEqual(['credited'])
    const money = await cardMoney(f, order.id)
    expect(money.status).toBe('application_required')
    expect(money.pendingMicro).toBe(net(20n * USD))
    expect(await countRows(f, 'payment_credits', sql`card_id = ${order.id}`)).toBe(1)
  })

  it('leaves a card whose deposits are held to the confirmed scan (held once, no open payment)', async () => {
    const card = await insertCard(f, { owner: testAccount(7).address, status: 'suspended' })
    await sendUsdt(f, 2, card.address, 5n * USD)
    await f.runtime.tick()
    expect(await paymentOf(card.id)).toEqual([])
    await mine(f, 1)
    await f.runtime.tick()
    expect(await paymentOf(card.id)).toEqual([])
    expect(await countRows(f, 'deposit_exceptions', sql`card_id = ${card.id}`)).toBe(1)
    expect((await eventsOf(card.id)).map((e) => e.kind)).toEqual(['deposit.held'])
    expect((await depositsAs(7, card.id)).json().items).toEqual([])
  })
})
