import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { USD } from '../../../cards/test/cardsKit'
import { sweepProvisionalCredits } from '../../disputes/sweepProvisionalCredits'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import { disputeTransaction, disputeUpdated, transactionUpdated } from './test/lithicPayloadSamples'

// Reg E's provisional credit of disputes filed through Lithic's Chargebacks API (`dispute.updated`, signed, the
// real app and database): the sweep credits a case still open 10 US business days after it was filed, once
// however often it runs, and the case's outcome keeps it (won) or takes it back once (lost); with
// DISPUTE_PROVISIONAL_CREDIT=operator it raises one task instead, whose `credit` is the same credit. The role is
// `api` so that no background sweep races the test's own rounds.
let kit: LithicKit
let accounts = 0
const DAY = 86_400_000

beforeAll(async () => {
  kit = await createLithicKit({ config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A new user's Lithic card with a settled purchase of 12.50 (card balance 30.00 before it), disputed (NEW). */
async function disputedPurchase() {
  const user = await kit.activeUser(++accounts)
  const card = await kit.lithicCard(user, 28n * USD)
  const purchase = randomUUID()
  const settled = transactionUpdated({
    token: purchase,
    cardToken: card.token,
    merchant: 'BOOK STORE',
    events: [
      { token: randomUUID(), type: 'AUTHORIZATION', cents: 1_250 },
      { token: randomUUID(), type: 'CLEARING', cents: 1_250 },
    ],
  })
  expect((await kit.deliver(settled)).statusCode).toBe(200)
  const token = randomUUID()
  const at = (status: string, resolution: string | null = null) =>
    disputeUpdated({ token, transactionToken: purchase, cents: 1_250, status, resolution })
  await deliver(at('NEW'))
  const [row] = rowsOf<{ id: string }>(
    await kit.db.execute(sql`SELECT id FROM card_disputes WHERE card_id = ${card.id}`),
  )
  return { ...card, user, purchase, at, disputeId: row!.id }
}

async function deliver(payload: unknown, times = 1) {
  for (let i = 0; i < times; i++) {
    const res = await kit.deliver(payload)
    expect(res.statusCode, res.body).toBe(200)
  }
}

/** The card's dispute ledger rows (signed micro-USD, oldest first) and its dispute's credit standing. */
async function credits(cardId: string) {
  const result = await kit.db.execute(sql`SELECT
      (SELECT coalesce(json_agg(balance_delta::text ORDER BY id), '[]') FROM card_ledger WHERE card_id = ${cardId} AND kind = 'dispute')::text AS ledger,
      (SELECT credited_micro::text FROM card_disputes WHERE card_id = ${cardId}) AS credited`)
  const row = rowsOf<{ ledger: string; credited: string }>(result)[0]!
  return { ledger: JSON.parse(row.ledger) as string[], credited: row.credited }
}

const sweep = (mode: 'auto' | 'operator' = 'auto') => sweepProvisionalCredits(kit.db, mode, kit.t.clock.now())

describe('provisional credit of Chargebacks API disputes (Reg E)', () => {
  it('is posted once after 10 business days, kept when the case is won', async () => {
    // Filed on a Friday: the 10th business day is two weeks later, the credit due the Saturday after it.
    kit.t.clock.set(new Date('2027-03-05T15:00:00Z'))
    const { id, disputeId, at } = await disputedPurchase()
    expect((await kit.money(id)).balance).toBe(1_750n * 10_000n)
    // The day before it is due, nothing.
    kit.t.clock.set(new Date('2027-03-19T23:59:00Z'))
    expect(await sweep()).toEqual({ credited: [], raised: [] })
    expect(await credits(id)).toEqual({ ledger: [], credited: '0' })
    kit.t.clock.set(new Date('2027-03-20T00:00:00Z'))
    expect((await sweep()).credited).toContain(disputeId)
    for (let i = 0; i < 3; i++) expect((await sweep()).credited).not.toContain(disputeId)
    expect(await credits(id)).toEqual({ ledger: ['12500000'], credited: '12500000' })
    expect((await kit.money(id)).balance).toBe(30n * USD)
    // The case moves on and is won: the provisional credit is the final one, nothing more, nothing back.
    await deliver(at('SUBMITTED'))
    expect(await credits(id)).toEqual({ ledger: ['12500000'], credited: '12500000' })
    await deliver(at('CASE_WON', 'WON_FIRST_CHARGEBACK'), 2)
    expect(await credits(id)).toEqual({ ledger: ['12500000'], credited: '12500000' })
    expect((await kit.money(id)).balance).toBe(30n * USD)
  })

  it('is taken back once when the case is lost, and a case that ended before it was due gets none', async () => {
    kit.t.clock.set(new Date('2027-05-03T12:00:00Z'))
    const lost = await disputedPurchase()
    const closedEarly = await disputedPurchase()
    await deliver(closedEarly.at('CASE_CLOSED', 'NO_DISPUTE_RIGHTS_3DS'))
    kit.t.clock.advance(30 * DAY)
    const swept = await sweep()
    expect(swept.credited).toContain(lost.disputeId)
    expect(swept.credited).not.toContain(closedEarly.disputeId)
    expect(await credits(closedEarly.id)).toEqual({ ledger: [], credited: '0' })
    await deliver(lost.at('CASE_CLOSED', 'CASE_LOST'), 3)
    // An older status delivered after the end changes nothing; the sweep never credits a closed case again.
    await deliver(lost.at('PENDING_CUSTOMER'))
    await sweep()
    expect(await credits(lost.id)).toEqual({ ledger: ['12500000', '-12500000'], credited: '0' })
    expect((await kit.money(lost.id)).balance).toBe(1_750n * 10_000n)
  })

  it("is the program's for a dispute our filing recorded before Lithic's first update came", async () => {
    kit.t.clock.set(new Date('2027-06-01T12:00:00Z'))
    const user = await kit.activeUser(++accounts)
    const card = await kit.lithicCard(user, 28n * USD)
    const purchase = randomUUID()
    await deliver(
      transactionUpdated({
        token: purchase,
        cardToken: card.token,
        merchant: 'BOOK STORE',
        events: [
          { token: randomUUID(), type: 'AUTHORIZATION', cents: 1_250 },
          { token: randomUUID(), type: 'CLEARING', cents: 1_250 },
        ],
      }),
    )
    // The owner's filing, recorded while `disputes.create` is under way (the row does not know the channel).
    const disputeId = randomUUID()
    const now = kit.t.clock.now()
    await kit.db.execute(sql`INSERT INTO card_disputes (id, card_id, issuer, transaction_token, reason,
        description, amount_micro, status, created_at, updated_at)
      VALUES (${disputeId}, ${card.id}, 'lithic', ${purchase}, 'not_received', 'Never arrived.', 12500000,
        'filing', ${now}, ${now})`)
    await deliver(
      disputeUpdated({ token: randomUUID(), transactionToken: purchase, cents: 1_250, status: 'NEW' }),
    )
    kit.t.clock.advance(20 * DAY)
    expect((await sweep()).credited).toEqual([disputeId])
    expect(await credits(card.id)).toEqual({ ledger: ['12500000'], credited: '12500000' })
  })

  it("is not the program's for a Managed Disputes case (Lithic states its own provisional credit)", async () => {
    kit.t.clock.set(new Date('2027-07-01T12:00:00Z'))
    const user = await kit.activeUser(++accounts)
    const card = await kit.lithicCard(user, 28n * USD)
    const purchase = randomUUID()
    await deliver(
      transactionUpdated({
        token: purchase,
        cardToken: card.token,
        merchant: 'BOOK STORE',
        events: [
          { token: randomUUID(), type: 'AUTHORIZATION', cents: 1_250 },
          { token: randomUUID(), type: 'CLEARING', cents: 1_250 },
        ],
      }),
    )
    await deliver(
      disputeTransaction({
        token: randomUUID(),
        cardToken: card.token,
        transactionToken: purchase,
        cents: 1_250,
        events: [],
      }),
    )
    kit.t.clock.advance(60 * DAY)
    await sweep()
    expect(await credits(card.id)).toEqual({ ledger: [], credited: '0' })
  })

  it("with DISPUTE_PROVISIONAL_CREDIT=operator raises one task, whose credit is the dispute's own", async () => {
    kit.t.clock.set(new Date('2027-09-01T12:00:00Z'))
    const { id, disputeId, at } = await disputedPurchase()
    kit.t.clock.advance(20 * DAY)
    const first = await sweep('operator')
    const task = first.raised.find((r) => r.disputeId === disputeId)
    expect(task).toBeDefined()
    for (let i = 0; i < 2; i++) {
      expect((await sweep('operator')).raised.map((r) => r.disputeId)).not.toContain(disputeId)
      // Nor does switching to auto later credit a dispute left to an operator.
      expect((await sweep('auto')).credited).not.toContain(disputeId)
    }
    expect(await credits(id)).toEqual({ ledger: [], credited: '0' })
    const listed = await kit.admin.get(`/admin/exceptions?reason=dispute_provisional_credit&cardId=${id}`)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().exceptions).toMatchObject([
      {
        id: String(task!.exceptionId),
        reason: 'dispute_provisional_credit',
        detail: 'reg_e_10_business_days',
        status: 'open',
      },
    ])
    // `debit` is not how a provisional credit is decided.
    const debit = await kit.admin.post(`/admin/exceptions/${task!.exceptionId}/resolve`, {
      action: 'debit',
      amount: '1.00',
      note: 'wrong action',
    })
    expect(debit.statusCode).toBe(409)
    for (let i = 0; i < 2; i++) {
      const granted = await kit.admin.post(`/admin/exceptions/${task!.exceptionId}/resolve`, {
        action: 'credit',
        note: 'Reg E: open 10 business days',
      })
      expect(granted.statusCode, granted.body).toBe(200)
      expect(granted.json().exception).toMatchObject({ status: 'credited' })
    }
    expect(await credits(id)).toEqual({ ledger: ['12500000'], credited: '12500000' })
    await deliver(at('CASE_CLOSED', 'CASE_LOST'), 2)
    expect(await credits(id)).toEqual({ ledger: ['12500000', '-12500000'], credited: '0' })
  })
})
