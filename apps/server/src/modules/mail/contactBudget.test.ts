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

describe('contact form budgets', () => {
  it('ten addresses on one order send at most 3 mails; the 4th new address of the day is 429 rate_limited', async () => {
    const order = await kit.order(owner)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const res = await owner.api.post(`/order/${order}/info`, contact(`victim${i}@example.com`))
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
    expect(await verificationMails(`owner_address = '${owner.lower}'`)).toBe(3)
    // A day later the owner may give new addresses again.
    kit.t.clock.advance(86_400_000)
    owner = await kit.signIn(1)
    expect((await owner.api.post(`/order/${order}/info`, contact('later@example.com'))).statusCode).toBe(204)
    expect(await verificationMails(`owner_address = '${owner.lower}'`)).toBe(4)
  })

  it('one address gets one verification mail an hour, whoever names it, and a resend waits for the hour', async () => {
    const other = await kit.activeUser(2)
    const third = await kit.activeUser(3)
    const address = 'shared@example.com'
    for (const user of [other, third]) {
      const order = await kit.order(user)
      expect((await user.api.post(`/order/${order}/info`, contact(address))).statusCode).toBe(204)
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
