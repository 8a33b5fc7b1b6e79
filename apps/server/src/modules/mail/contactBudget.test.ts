import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'

// The contact form is no mail relay: an owner may give 3 new addresses a day (CONTACT_ADDRESSES_PER_DAY) and one
// address gets one verification mail an hour (VERIFICATION_MAILS_PER_HOUR), whoever names it. Counted in the
// database (every instance shares them); through the real app (PGlite, and PostgreSQL with DATABASE_URL).
let kit: CardsKit
let owner: KitUser

beforeAll(async () => {
  kit = await createCardsKit()
  owner = await kit.activeUser(1)
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const contact = (email: string) => ({
  email,
  phone: { callingCode: '1', phoneNumber: '2025550143' },
  displayName: 'Ann Lee',
})

const verificationMails = async (where: string) =>
  rowsOf<{ n: number }>(
    await kit.db.execute(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'email.verify' AND ${where}`,
    ),
  )[0]!.n

const contactRows = async (owner: string) =>
  rowsOf<{ n: number }>(
    await kit.db.execute(`SELECT count(*)::int AS n FROM user_contacts WHERE address = '${owner}'`),
  )[0]!.n

describe('contact form of an unpaid order', () => {
  it('is refused 409 invalid_action (order_unpaid, with the status): no contact stored, no mail', async () => {
    const user = await kit.activeUser(4)
    const order = await kit.order(user)
    const refused = await user.api.post(`/order/${order}/info`, contact('stranger@example.com'))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'invalid_action',
      details: { kind: 'order_unpaid', status: 'new' },
    })
    // A payment reported but not confirmed yet: still unpaid.
    await kit.db.execute(`UPDATE cards SET status = 'pending' WHERE id = '${order}'`)
    const pending = await user.api.post(`/order/${order}/info`, contact('stranger@example.com'))
    expect(pending.json()).toMatchObject({ details: { kind: 'order_unpaid', status: 'pending' } })
    expect(await verificationMails(`email = 'stranger@example.com'`)).toBe(0)
    expect(await contactRows(user.lower)).toBe(0)
    const card = await user.api.get(`/card/${order}`)
    expect(card.json()).toMatchObject({ status: 'pending' })

    // Once the first payment is confirmed the same form is taken.
    const paid = await kit.paidOrder(user, order)
    expect(paid.status).toBe('application_required')
    const taken = await user.api.post(`/order/${paid.id}/info`, contact('stranger@example.com'))
    expect(taken.statusCode, taken.body).toBe(204)
    expect(await verificationMails(`email = 'stranger@example.com'`)).toBe(1)
  })
})

describe('contact form budgets', () => {
  it('ten addresses on one paid order send at most 3 mails; the 4th new address of the day is 429 rate_limited', async () => {
    const { id: order } = await kit.paidOrder(owner)
    // The application open again after each, as one the issuer refuses stays open to be corrected and sent again.
    const reopen = () =>
      kit.db.execute(`UPDATE cards SET status = 'application_required' WHERE id = '${order}'`)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const res = await owner.api.post(`/order/${order}/info`, contact(`victim${i}@example.com`))
      await reopen()
      statuses.push(res.statusCode)
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'rate_limited' })
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([204, 204, 204, ...Array(7).fill(429)])
    expect(await verificationMails(`owner_address = '${owner.lower}'`)).toBe(3)
    // The same address again is no new address: accepted, and no new mail within the hour.
    const same = await owner.api.post(`/order/${order}/info`, contact('victim2@example.com'))
    expect(same.statusCode).toBe(204)
    await reopen()
    expect(await verificationMails(`owner_address = '${owner.lower}'`)).toBe(3)
    // A day later the owner may give new addresses again.
    kit.t.clock.advance(86_400_000)
    owner = await kit.signIn(1)
    const later = await owner.api.post(`/order/${order}/info`, contact('later@example.com'))
    expect(later.statusCode).toBe(204)
    expect(await verificationMails(`owner_address = '${owner.lower}'`)).toBe(4)
  })

  it('one address gets one verification mail an hour, whoever names it, and a resend waits for the hour', async () => {
    const other = await kit.activeUser(2)
    const third = await kit.activeUser(3)
    const address = 'shared@example.com'
    for (const user of [other, third]) {
      const { id } = await kit.paidOrder(user)
      expect((await user.api.post(`/order/${id}/info`, contact(address))).statusCode).toBe(204)
    }
    expect(await verificationMails(`email = '${address}'`)).toBe(1)
    kit.t.clock.advance(2 * 60_000)
    const resend = await third.api.post('/mail/verification')
    expect(resend.statusCode).toBe(429)
    expect(resend.json()).toMatchObject({ code: 'rate_limited' })
    kit.t.clock.advance(3_600_000)
    const [again] = [await kit.signIn(3)]
    const later = await again!.api.post('/mail/verification')
    expect(later.statusCode, later.body).toBe(204)
    expect(await verificationMails(`email = '${address}'`)).toBe(2)
  })
})
