import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../cards/test/cardsKit'

// "Report a problem" on a settled purchase files a dispute with the issuer (the sandbox issuer
// here), through the real app over HTTP; the issuer's updates (the sandbox's simulator) are mirrored and their
// credits reach the ledger through the one inbound handler.
let kit: CardsKit
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Dispute = {
  id: string
  transactionId: string
  merchantName: string
  reason: string
  description: string
  amount: string
  credited: string
  status: string
  openedAt: string
  updatedAt: string
}

/** A new user's active sandbox card with `available` USD to spend. */
async function card(available: bigint) {
  const user = await kit.activeUser(++accounts)
  const { id } = await kit.activeCard(user, available - 2n * USD)
  return { id, user }
}

const balance = async (user: KitUser, id: string) =>
  (await user.api.get(`/card/${id}`)).json().balance as string

/** A purchase at `merchant`, approved and (unless `held`) cleared in full. */
async function purchase(user: KitUser, cardId: string, amount: string, merchant: string, held = false) {
  kit.t.clock.advance(1_000)
  const res = await user.api.post(`/sandbox/cards/${cardId}/authorizations`, {
    amount,
    merchantName: merchant,
  })
  expect(res.statusCode, res.body).toBe(200)
  const { id } = res.json<{ id: string }>()
  if (!held) {
    const capture = await user.api.post(`/sandbox/authorizations/${id}/capture`, {})
    expect(capture.statusCode, capture.body).toBe(204)
  }
  return id
}

const report = (user: KitUser, cardId: string, body: Record<string, unknown>) => {
  kit.t.clock.advance(1_000)
  return user.api.post(`/card/${cardId}/disputes`, body)
}

const update = async (user: KitUser, disputeId: string, body: Record<string, unknown>) => {
  kit.t.clock.advance(1_000)
  const res = await user.api.post(`/sandbox/disputes/${disputeId}`, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Dispute>()
}

/** The card's dispute rows of the history, oldest first, as lines. */
async function disputeLines(user: KitUser, cardId: string): Promise<string[]> {
  const items = (await user.api.get(`/card/${cardId}/transaction?limit=50`)).json().items as {
    type: string
    state: string
    amount: string
    description: string
  }[]
  return items
    .filter((item) => item.type === 'dispute')
    .map((item) => `${item.amount} ${item.state} ${item.description}`)
    .reverse()
}

const WHAT_HAPPENED = 'The parcel never arrived and the shop does not answer.'

describe('disputes: the owner reports a problem with a settled purchase', () => {
  it('files the dispute, lists it, and the issuer updates credit the card exactly: provisional, then final', async () => {
    const { id, user } = await card(50n * USD)
    const purchaseId = await purchase(user, id, '12.50', 'Parcel Shop')
    expect(await balance(user, id)).toBe('37.50')

    const filed = await report(user, id, {
      transactionId: purchaseId,
      reason: 'not_received',
      description: `  ${WHAT_HAPPENED}  `,
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const dispute = filed.json<Dispute>()
    expect(dispute).toMatchObject({
      transactionId: purchaseId,
      merchantName: 'Parcel Shop',
      reason: 'not_received',
      description: WHAT_HAPPENED,
      amount: '12.50',
      credited: '0.00',
      status: 'opened',
    })
    const listed = await user.api.get(`/card/${id}/disputes`)
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual({ items: [dispute] })

    // A provisional credit of the whole amount: the card gets it back while the case runs.
    expect(await update(user, dispute.id, { status: 'in_review', provisionalCredit: '12.50' })).toMatchObject(
      {
        status: 'in_review',
        credited: '12.50',
      },
    )
    expect(await balance(user, id)).toBe('50.00')
    // Won for good: the final amount replaces the provisional credit, it does not add to it.
    expect(
      await update(user, dispute.id, { status: 'won', provisionalCredit: '12.50', finalCredit: '12.50' }),
    ).toMatchObject({ status: 'won', credited: '12.50' })
    expect(await balance(user, id)).toBe('50.00')
    expect(await disputeLines(user, id)).toEqual(['12.50 settled Parcel Shop'])
  })

  it('a lost case takes its provisional credit back, a partly won one keeps what was recovered', async () => {
    const { id, user } = await card(40n * USD)
    const lost = await purchase(user, id, '10.00', 'Gadget Store')
    const partly = await purchase(user, id, '20.00', 'Travel Agency')
    expect(await balance(user, id)).toBe('10.00')
    const a = (
      await report(user, id, { transactionId: lost, reason: 'fraud', description: WHAT_HAPPENED })
    ).json<Dispute>()
    const b = (
      await report(user, id, {
        transactionId: partly,
        reason: 'incorrect_amount',
        description: WHAT_HAPPENED,
      })
    ).json<Dispute>()
    await update(user, a.id, { status: 'in_review', provisionalCredit: '10.00' })
    await update(user, b.id, { status: 'in_review', provisionalCredit: '20.00' })
    expect(await balance(user, id)).toBe('40.00')
    expect(await update(user, a.id, { status: 'lost' })).toMatchObject({ status: 'lost', credited: '0.00' })
    expect(await update(user, b.id, { status: 'won', finalCredit: '7.25' })).toMatchObject({
      status: 'won',
      credited: '7.25',
    })
    expect(await balance(user, id)).toBe('17.25')
    expect(await disputeLines(user, id)).toEqual([
      '10.00 settled Gadget Store',
      '20.00 settled Travel Agency',
      '-10.00 settled Gadget Store',
      '-12.75 settled Travel Agency',
    ])
    // What each dispute says it credited is what its ledger entries moved (credited_micro is that running total).
    const totals = rowsOf<{ id: string; credited: string; moved: string }>(
      await kit.db.execute(sql`
        SELECT d.id, d.credited_micro::text AS credited, COALESCE(SUM(l.balance_delta), 0)::text AS moved
          FROM card_disputes d
          LEFT JOIN card_ledger l ON l.kind = 'dispute' AND l.meta ->> 'disputeId' = d.id
         WHERE d.id IN (${a.id}, ${b.id})
         GROUP BY d.id, d.credited_micro`),
    )
    expect(totals).toHaveLength(2)
    for (const row of totals) expect(row.credited).toBe(row.moved)
    // The operator's list has both, newest first, with the issuer's ids; one status only on asking.
    const all = await kit.admin.get('/admin/disputes')
    expect(all.statusCode, all.body).toBe(200)
    const mine = all
      .json<{ disputes: { id: string; issuerToken: string }[] }>()
      .disputes.filter((d) => [a.id, b.id].includes(d.id))
    expect(mine.map((d) => d.id)).toEqual([b.id, a.id])
    expect(mine.every((d) => d.issuerToken.startsWith('sbx_dispute_'))).toBe(true)
    const lostOnly = (await kit.admin.get('/admin/disputes?status=lost')).json<{
      disputes: { status: string }[]
    }>()
    expect(lostOnly.disputes.length).toBeGreaterThan(0)
    expect(lostOnly.disputes.every((d) => d.status === 'lost')).toBe(true)
  })

  it('refuses what cannot be disputed with why, and bad input with 400, changing nothing', async () => {
    const { id, user } = await card(60n * USD)
    const held = await purchase(user, id, '5.00', 'Hotel', true)
    const refunded = await purchase(user, id, '6.00', 'Shoe Shop')
    const refund = await user.api.post(`/sandbox/authorizations/${refunded}/refund`, {})
    expect(refund.statusCode, refund.body).toBe(204)
    const settled = await purchase(user, id, '7.00', 'Book Shop')
    const other = await card(20n * USD)
    const othersPurchase = await purchase(other.user, other.id, '3.00', 'Cafe')
    const before = await kit.snapshot()

    const refusal = async (
      cardId: string,
      body: Record<string, unknown>,
      status: number,
      message: string,
    ) => {
      const res = await report(user, cardId, body)
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json<{ message: string }>().message).toContain(message)
    }
    const body = (transactionId: string) => ({ transactionId, reason: 'other', description: WHAT_HAPPENED })
    await refusal(id, body(held), 409, 'only a settled card purchase can be disputed')
    await refusal(id, body(refunded), 409, 'refunded in full')
    // What the web reads: the refusal in the answer's typed details.
    expect((await report(user, id, body(refunded))).json()).toMatchObject({
      code: 'invalid_action',
      details: { kind: 'dispute', refusal: 'refunded' },
    })
    // Another owner's card, another card's purchase, an unknown purchase: 404, never 403.
    await refusal(other.id, body(othersPurchase), 404, 'not found')
    await refusal(id, body(othersPurchase), 404, 'not found')
    await refusal(id, body('00000000-0000-4000-8000-000000000000'), 404, 'not found')
    await refusal(id, { ...body(settled), description: 'too short' }, 400, 'description')
    await refusal(id, { ...body(settled), reason: 'bored' }, 400, 'reason')
    await refusal(id, { ...body(settled), amount: '1.00' }, 400, 'amount')
    await refusal(id, { transactionId: settled, reason: 'other' }, 400, 'description')
    expect(await kit.snapshot()).toBe(before)
    expect((await user.api.get(`/card/${id}/disputes`)).json()).toEqual({ items: [] })
    expect((await other.user.api.get(`/card/${id}/disputes`)).statusCode).toBe(404)

    // Once disputed, never again; the sandbox update of another's dispute is 404.
    const first = await report(user, id, body(settled))
    expect(first.statusCode, first.body).toBe(200)
    await refusal(id, body(settled), 409, 'disputed already')
    const foreign = await other.user.api.post(`/sandbox/disputes/${first.json<Dispute>().id}`, {
      status: 'won',
    })
    expect(foreign.statusCode).toBe(404)
    // Past 120 days after it cleared, a purchase cannot be disputed.
    // (The purchase is made to have cleared 121 days ago: moving the clock would end the session.)
    const old = await purchase(user, id, '4.00', 'Old Shop')
    await kit.db.execute(
      sql`UPDATE card_authorizations SET updated_at = updated_at - interval '121 days' WHERE id = ${old}`,
    )
    await refusal(id, body(old), 409, 'within 120 days')
    await kit.db.execute(
      sql`UPDATE card_authorizations SET updated_at = updated_at + interval '21 days' WHERE id = ${old}`,
    )
    expect((await report(user, id, body(old))).statusCode).toBe(200)
  })

  it('two reports of one purchase at once: one dispute', async () => {
    const { id, user } = await card(20n * USD)
    const purchaseId = await purchase(user, id, '9.99', 'Double Shop')
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        user.api.post(`/card/${id}/disputes`, {
          transactionId: purchaseId,
          reason: 'duplicated',
          description: WHAT_HAPPENED,
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    expect((await user.api.get(`/card/${id}/disputes`)).json().items).toHaveLength(1)
  })
})
