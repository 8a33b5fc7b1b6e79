import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, USD } from '../../../cards/test/cardsKit'
import { utcDayOf } from '../../reconcile/utcDay'

// The sandbox issuer's settlement: its report is built from the money events its network sent (as recorded
// when they came in), set against the ledger rows the gateway booked for them, so the sandbox shows a day's
// settlement and funding need as Lithic's does; a recorded event that differs from its booking is found.
let kit: CardsKit

beforeAll(async () => {
  kit = await createCardsKit()
  // Midday: the test's purchases all fall on one UTC day, whenever it runs.
  kit.t.clock.set(new Date(`${utcDayOf(kit.t.clock.now())}T12:00:00.000Z`))
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

describe('sandbox settlement', () => {
  it("the day's captures and refunds settle as the ledger booked them; a network record that differs is one exception", async () => {
    const user = await kit.activeUser(1)
    const { id } = await kit.activeCard(user, 48n * USD)
    const post = async (path: string, body?: unknown) => {
      kit.t.clock.advance(1_000)
      const res = await user.api.post(path, body)
      expect(res.statusCode, res.body).toBeLessThan(300)
      return res
    }
    const shoes = (
      await post(`/sandbox/cards/${id}/authorizations`, { amount: '20.00', merchantName: 'Shoes' })
    ).json()
    await post(`/sandbox/authorizations/${shoes.id}/capture`, {})
    await post(`/sandbox/authorizations/${shoes.id}/refund`, { amount: '5.00' })
    // Authorized, not captured: 3.00 held, part of the funding need.
    await post(`/sandbox/cards/${id}/authorizations`, { amount: '3.00', merchantName: 'Cafe' })
    const day = utcDayOf(kit.t.clock.now())

    const first = await kit.admin.post('/admin/issuer/settlement', { date: day })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().settlement).toMatchObject({
      source: 'sandbox',
      day,
      status: 'done',
      complete: true,
      settledNetMicro: (15n * USD).toString(),
      settledGrossMicro: (15n * USD).toString(),
      ledgerNetMicro: (15n * USD).toString(),
      events: 2,
      differences: 0,
      openHoldsMicro: (3n * USD).toString(),
      fundingNeedMicro: (18n * USD).toString(),
      // The sandbox issuer has no program account to read.
      programBalanceMicro: null,
    })

    // The network's record of the capture says 21.00, the ledger booked 20.00.
    await kit.db.execute(sql`UPDATE issuer_events SET payload = jsonb_set(payload, '{amountMicro}', '"21000000"')
      WHERE issuer = 'sandbox' AND kind = 'clearing' AND transaction_token = ${shoes.id}`)
    const second = await kit.admin.post('/admin/issuer/settlement', { date: day })
    expect(second.json().settlement).toMatchObject({ status: 'differs', differences: 1, newExceptions: 1 })
    const exceptions = (await kit.admin.get('/admin/exceptions?reason=issuer_mismatch')).json().exceptions
    expect(exceptions).toEqual([
      expect.objectContaining({ detail: 'settlement_amount', amountUsd: '1.00', cardId: id }),
    ])
    const third = await kit.admin.post('/admin/issuer/settlement', { date: day })
    expect(third.json().settlement).toMatchObject({ differences: 1, newExceptions: 0, runs: 3 })
    const listed = (await kit.admin.get('/admin/issuer/settlements')).json().settlements
    expect(listed).toEqual([expect.objectContaining({ source: 'sandbox', day, status: 'differs' })])
  })
})
