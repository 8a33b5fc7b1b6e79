import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { type Mailbox, openMailbox, ownerWithCard } from './test/ownerMailKit'

// A dispute decided by the card issuer (the sandbox issuer's updates, which go through the same inbound handler
// as Lithic's) is a live event the card page refreshes on, and a mail to its owner: won, with what it credited;
// lost, with the provisional credit taken back. Through the real app; PGlite, or PostgreSQL with DATABASE_URL.
let kit: CardsKit
let mailbox: Mailbox
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
  mailbox = await openMailbox(kit)
}, 120_000)
afterAll(async () => {
  await mailbox?.close()
  await kit?.close()
})

/** A new owner's active card with a settled purchase at `merchant` and its dispute filed. */
async function disputed(email: string, language: string, merchant: string, amount: string) {
  const { user, cardId: id } = await ownerWithCard(kit, mailbox, ++accounts, { email, language }, 40n * USD)
  kit.t.clock.advance(1_000)
  const auth = await user.api.post(`/sandbox/cards/${id}/authorizations`, { amount, merchantName: merchant })
  expect(auth.statusCode, auth.body).toBe(200)
  const purchaseId = auth.json<{ id: string }>().id
  expect((await user.api.post(`/sandbox/authorizations/${purchaseId}/capture`, {})).statusCode).toBe(204)
  kit.t.clock.advance(1_000)
  const filed = await user.api.post(`/card/${id}/disputes`, {
    transactionId: purchaseId,
    reason: 'not_received',
    description: 'The parcel never arrived and the shop does not answer.',
  })
  expect(filed.statusCode, filed.body).toBe(200)
  return { user, cardId: id, disputeId: filed.json<{ id: string }>().id }
}

async function update(user: KitUser, disputeId: string, body: Record<string, unknown>) {
  kit.t.clock.advance(1_000)
  const res = await user.api.post(`/sandbox/disputes/${disputeId}`, body)
  expect(res.statusCode, res.body).toBe(200)
}

const eventsOf = async (cardId: string) =>
  rowsOf<{ kind: string; payload: Record<string, unknown> }>(
    await kit.db.execute(
      sql`SELECT kind, payload FROM card_events WHERE card_id = ${cardId} AND kind IN ('dispute.decided', 'card.ledger') ORDER BY id`,
    ),
  )
const mailRows = async (cardId: string) =>
  rowsOf<{ kind: string; language: string; payload: Record<string, unknown> }>(
    await kit.db.execute(
      sql`SELECT kind, language, payload FROM mail_outbox WHERE card_id = ${cardId} AND kind = 'dispute.decided' ORDER BY id`,
    ),
  )
const mailTo = (address: string) => mailbox.mailsTo(address)[0]

describe("a dispute's outcome", () => {
  it('won: an event, and one mail saying what it credited', async () => {
    const { user, cardId, disputeId } = await disputed('ann@example.com', 'en', 'Parcel Shop', '12.50')
    await update(user, disputeId, { status: 'in_review', provisionalCredit: '12.50' })
    // Still open: nothing decided, nothing mailed.
    expect(await mailRows(cardId)).toEqual([])
    await update(user, disputeId, { status: 'won', provisionalCredit: '12.50', finalCredit: '12.50' })
    // A repeated update of a decided case decides nothing more.
    await update(user, disputeId, { status: 'won', provisionalCredit: '12.50', finalCredit: '12.50' })

    expect(await eventsOf(cardId)).toEqual([
      {
        kind: 'card.ledger',
        payload: expect.objectContaining({ ledgerKind: 'dispute', amountMicro: '12500000' }),
      },
      {
        kind: 'dispute.decided',
        payload: { disputeId, status: 'won', amountMicro: '12500000' },
      },
    ])
    const rows = await mailRows(cardId)
    expect(rows).toEqual([
      {
        kind: 'dispute.decided',
        language: 'en',
        payload: expect.objectContaining({
          disputeId,
          status: 'won',
          merchantName: 'Parcel Shop',
          creditedMicro: '12500000',
          takenBackMicro: '0',
        }),
      },
    ])
    expect(await mailbox.send()).toMatchObject({ sent: 1 })
    const mail = mailTo('ann@example.com')!
    expect(mail.subject).toBe('Chaincard: Dispute won')
    expect(mail.text.trimEnd().split('\n\n')).toEqual([
      'Your dispute of 12.50 USD at Parcel Shop was decided in your favor.',
      '12.50 USD credited to your card.',
      `Details in the app: http://localhost:8080/card/${cardId}`,
      '— Chaincard',
    ])
  })

  it('lost: an event, and one mail in the owner language saying the provisional credit was taken back', async () => {
    const { user, cardId, disputeId } = await disputed('berta@example.de', 'de', 'Gadget Store', '10.00')
    await update(user, disputeId, { status: 'in_review', provisionalCredit: '10.00' })
    await update(user, disputeId, { status: 'lost' })

    expect((await eventsOf(cardId)).map((event) => [event.kind, event.payload.status ?? null])).toEqual([
      ['card.ledger', null],
      ['card.ledger', null],
      ['dispute.decided', 'lost'],
    ])
    const [row] = await mailRows(cardId)
    expect(row).toMatchObject({
      language: 'de',
      payload: {
        status: 'lost',
        creditedMicro: '0',
        takenBackMicro: '10000000',
        merchantName: 'Gadget Store',
      },
    })
    expect(await mailbox.send()).toMatchObject({ sent: 1 })
    const mail = mailTo('berta@example.de')!
    expect(mail.subject).toBe('Chaincard: Reklamation abgelehnt')
    expect(mail.text.trimEnd().split('\n\n')).toEqual([
      'Ihre Reklamation über 10,00 USD bei Gadget Store wurde nicht zu Ihren Gunsten entschieden.',
      'Die vorläufige Gutschrift von 10,00 USD wurde von Ihrer Karte zurückgebucht.',
      `Details in der App: http://localhost:8080/de/card/${cardId}`,
      '— Chaincard',
    ])
  })

  it('withdrawn (by the issuer: its owner cannot withdraw one): an event, and one mail saying the provisional credit was taken back', async () => {
    const { user, cardId, disputeId } = await disputed('dora@example.com', 'en', 'Corner Shop', '7.25')
    await update(user, disputeId, { status: 'in_review', provisionalCredit: '7.25' })
    await update(user, disputeId, { status: 'withdrawn' })

    expect((await eventsOf(cardId)).map((event) => [event.kind, event.payload.status ?? null])).toEqual([
      ['card.ledger', null],
      ['card.ledger', null],
      ['dispute.decided', 'withdrawn'],
    ])
    const [row] = await mailRows(cardId)
    expect(row).toMatchObject({
      language: 'en',
      payload: { status: 'withdrawn', creditedMicro: '0', takenBackMicro: '7250000' },
    })
    expect(await mailbox.send()).toMatchObject({ sent: 1 })
    const mail = mailTo('dora@example.com')!
    expect(mail.subject).toBe('Chaincard: Dispute withdrawn')
    expect(mail.text.trimEnd().split('\n\n')).toEqual([
      'Your dispute of 7.25 USD at Corner Shop was withdrawn and is closed.',
      'The provisional credit of 7.25 USD was taken back from your card.',
      `Details in the app: http://localhost:8080/card/${cardId}`,
      '— Chaincard',
    ])
  })

  it('a status on the way (more information needed, in review) is no decision: no event, no mail', async () => {
    const { user, cardId, disputeId } = await disputed('carl@example.com', 'en', 'Tiny Shop', '3.00')
    await update(user, disputeId, { status: 'needs_info' })
    await update(user, disputeId, { status: 'in_review' })
    expect((await eventsOf(cardId)).filter((event) => event.kind === 'dispute.decided')).toEqual([])
    expect(await mailRows(cardId)).toEqual([])
  })
})
