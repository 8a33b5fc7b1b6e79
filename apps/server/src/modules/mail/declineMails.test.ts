import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { type LocalPushService, startLocalPushService } from '../push/testing/localPushService'
import { createPushDevice } from '../push/testing/pushDevice'
import { type Mailbox, openMailbox, ownerWithCard, subscribePush } from './test/ownerMailKit'

// A purchase declined by the owner's own doing (their lock, their controls, their "Decline" on a 3DS challenge)
// is neither mailed nor pushed; one they did not cause (the balance, the program's rules, a lock that is not
// theirs) is both. Through the real app (the sandbox issuer's simulator), a real SMTP catcher and a push service
// on 127.0.0.1 whose bodies the test decrypts; PGlite, or PostgreSQL with DATABASE_URL.
let kit: CardsKit
let mailbox: Mailbox
let push: LocalPushService
let ann: KitUser
let card: string
const device = createPushDevice()

const declinedMails = async () =>
  rowsOf<{ kind: string; language: string; payload: Record<string, unknown> }>(
    await kit.db.execute(
      sql`SELECT kind, language, payload FROM mail_outbox WHERE owner_address = ${ann.lower} AND kind = 'purchase.declined' ORDER BY id`,
    ),
  )
const declinedEvents = async () =>
  rowsOf<{ payload: Record<string, unknown> }>(
    await kit.db.execute(
      sql`SELECT payload FROM card_events WHERE card_id = ${card} AND kind = 'purchase.declined' ORDER BY id`,
    ),
  ).map((row) => [row.payload.declineReason, row.payload.declinedBy ?? null])

async function buy(body: Record<string, unknown>) {
  kit.t.clock.advance(1_000)
  const res = await ann.api.post(`/sandbox/cards/${card}/authorizations`, { merchantName: 'Shop', ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ status: string; declineReason?: string }>()
}

async function putControls(changes: Record<string, unknown>) {
  const res = await ann.api.put(`/card/${card}/controls`, {
    limits: { perPurchase: null, daily: null, monthly: null },
    blockedCategories: [],
    channels: { online: true, inStore: true, atm: true },
    countries: null,
    merchantLock: 'off',
    ...changes,
  })
  expect(res.statusCode, res.body).toBe(200)
}

beforeAll(async () => {
  kit = await createCardsKit({ config: { pushAllowHttpEndpoints: true } })
  mailbox = await openMailbox(kit)
  push = await startLocalPushService()
  const owner = await ownerWithCard(kit, mailbox, 1, { email: 'ann@example.de', language: 'de' }, 20n * USD)
  ann = owner.user
  card = owner.cardId
  await subscribePush(ann, push, device, 'ann-phone', ['purchase'])
}, 120_000)

afterAll(async () => {
  await mailbox?.close()
  await push?.close()
  await kit?.close()
})

describe("a declined purchase's mail and push", () => {
  it("none for the owner's own lock, controls or 3DS decline; the event still goes out and says so", async () => {
    expect((await ann.api.post(`/card/${card}/lock`)).statusCode).toBe(204)
    expect(await buy({ amount: '1.00' })).toMatchObject({ status: 'declined', declineReason: 'card_locked' })
    expect((await ann.api.post(`/card/${card}/unlock`)).statusCode).toBe(204)

    await putControls({ limits: { perPurchase: '5.00', daily: null, monthly: null } })
    expect(await buy({ amount: '6.00' })).toMatchObject({ declineReason: 'over_purchase_limit' })
    await putControls({ countries: ['USA'] })
    expect(await buy({ amount: '1.00', country: 'DEU' })).toMatchObject({ declineReason: 'country_blocked' })
    await putControls({})

    expect(await buy({ amount: '2.00', threeDS: true })).toMatchObject({ status: 'challenge' })
    const challenge = (await ann.api.get(`/card/${card}/challenge`)).json<{ id: string }>()
    const answered = await ann.api.post(`/card/${card}/challenge/${challenge.id}`, { answer: 'decline' })
    expect(answered.statusCode, answered.body).toBe(204)

    expect(await declinedEvents()).toEqual([
      ['card_locked', 'owner'],
      ['over_purchase_limit', 'owner'],
      ['country_blocked', 'owner'],
      ['cardholder_declined', 'owner'],
    ])
    expect(await declinedMails()).toEqual([])
    // The history still shows each of them, with who declined it.
    const history = (await ann.api.get(`/card/${card}/transaction?limit=20`)).json<{
      items: { state: string; declineReason?: string }[]
    }>().items
    expect(history.filter((item) => item.state === 'declined').map((item) => item.declineReason)).toEqual([
      'cardholder_declined',
      'country_blocked',
      'over_purchase_limit',
      'card_locked',
    ])
  })

  it('one for a decline the owner did not cause: the balance, a lock that is not theirs; pushed too', async () => {
    const pushedBefore = push.deliveries.length
    expect(await buy({ amount: '900.00', merchantName: 'Autohaus' })).toMatchObject({
      declineReason: 'insufficient_balance',
    })
    expect((await kit.admin.post(`/admin/cards/${card}/lock`)).statusCode).toBe(204)
    expect(await buy({ amount: '1.00', merchantName: 'Kiosk' })).toMatchObject({
      declineReason: 'card_locked',
    })
    expect((await kit.admin.post(`/admin/cards/${card}/unlock`)).statusCode).toBe(204)

    expect((await declinedEvents()).slice(-2)).toEqual([
      ['insufficient_balance', null],
      ['card_locked', null],
    ])
    const mails = await declinedMails()
    expect(mails.map((row) => [row.kind, row.language, row.payload.declineReason])).toEqual([
      ['purchase.declined', 'de', 'insufficient_balance'],
      ['purchase.declined', 'de', 'card_locked'],
    ])
    expect(mails[0]!.payload).toMatchObject({ amountMicro: '900000000', merchantName: 'Autohaus' })
    expect(mails[0]!.payload).not.toHaveProperty('declinedBy')

    expect(await mailbox.send()).toMatchObject({ sent: 2, retrying: 0 })
    const texts = mailbox.mailsTo('ann@example.de').filter((mail) => !mail.subject.includes('E-Mail-Adresse'))
    expect(texts.map((mail) => mail.subject)).toEqual([
      'Chaincard: Ein Einkauf wurde abgelehnt',
      'Chaincard: Ein Einkauf wurde abgelehnt',
    ])
    const funds = texts.find((mail) => mail.text.includes('Autohaus'))!
    expect(funds.text).toContain('Ein Einkauf über 900,00 USD bei Autohaus wurde abgelehnt.')
    expect(funds.text).toContain('Abgelehnt: Guthaben nicht ausreichend')

    // The device was told of these two only: the owner's own declines before them were never pushed.
    const delivered = (await push.waitFor(pushedBefore + 2)).slice(pushedBefore)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(push.deliveries.length).toBe(pushedBefore + 2)
    expect(delivered.map((d) => JSON.parse(device.decrypt(d.body)))).toEqual([
      expect.objectContaining({ event: 'purchase.declined', declineReason: 'insufficient_balance' }),
      expect.objectContaining({ event: 'purchase.declined', declineReason: 'card_locked' }),
    ])
    expect(pushedBefore).toBe(0)
  })
})
