import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../../cards/test/cardsKit'

// The sandbox issuer decides purchases on the program's policy and the owner's controls as Lithic's ASA does:
// the simulator takes the merchant category, the channel, the country and the cash part.
let kit: CardsKit
let accounts = 60
beforeAll(async () => {
  kit = await createCardsKit({ config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

async function card(balance = 100n * USD) {
  const user = await kit.activeUser(++accounts)
  const { id } = await kit.activeCard(user, balance)
  return { id, user }
}

async function buy(user: KitUser, id: string, body: Record<string, unknown>) {
  const res = await user.api.post(`/sandbox/cards/${id}/authorizations`, { merchantName: 'Shop', ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ status: string; declineReason?: string }>()
}

async function putControls(user: KitUser, id: string, changes: Record<string, unknown>) {
  const res = await user.api.put(`/card/${id}/controls`, {
    limits: { perPurchase: null, daily: null, monthly: null },
    blockedCategories: [],
    channels: { online: true, inStore: true, atm: true },
    countries: null,
    merchantLock: 'off',
    ...changes,
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('the sandbox issuer under the program policy', () => {
  it('declines gambling, quasi-cash, ATM cash and cash back by default, and approves an ordinary purchase', async () => {
    const { id, user } = await card()
    const declined = { status: 'declined', declineReason: 'program_policy' }
    expect(await buy(user, id, { amount: '10.00', mcc: '7995' })).toEqual(expect.objectContaining(declined))
    expect(await buy(user, id, { amount: '10.00', mcc: '6051' })).toEqual(expect.objectContaining(declined))
    expect(await buy(user, id, { amount: '20.00', channel: 'atm' })).toEqual(
      expect.objectContaining(declined),
    )
    expect(await buy(user, id, { amount: '20.00', cashAmount: '5.00' })).toEqual(
      expect.objectContaining(declined),
    )
    expect(await buy(user, id, { amount: '10.00', mcc: '5812' })).toEqual({
      id: expect.any(String),
      status: 'approved',
    })
    const history = (await user.api.get(`/card/${id}/transaction?skip=0&limit=10`)).json()
    expect(
      history.items.filter((i: { declineReason?: string }) => i.declineReason === 'program_policy'),
    ).toHaveLength(4)
  })

  it('declines the 51st purchase of a day (RISK_DAILY_COUNT 50 by default)', async () => {
    const { id, user } = await card()
    for (let i = 1; i <= 50; i++)
      expect((await buy(user, id, { amount: '0.10' })).status, `purchase ${i}`).toBe('approved')
    expect(await buy(user, id, { amount: '0.10' })).toMatchObject({
      status: 'declined',
      declineReason: 'program_policy',
    })
  }, 120_000)

  it("applies the owner's daily limit, online switch, countries and first merchant", async () => {
    const { id, user } = await card()
    await putControls(user, id, { limits: { perPurchase: null, daily: '15.00', monthly: null } })
    expect((await buy(user, id, { amount: '10.00' })).status).toBe('approved')
    expect(await buy(user, id, { amount: '10.00' })).toMatchObject({
      status: 'declined',
      declineReason: 'over_daily_limit',
    })
    const line = (await user.api.get(`/card/${id}/transaction?skip=0&limit=1`)).json().items[0]
    expect(line).toMatchObject({ declineReason: 'over_daily_limit', declineLimit: '15.00' })

    const other = await card()
    await putControls(other.user, other.id, {
      channels: { online: false, inStore: true, atm: true },
      countries: ['USA'],
      merchantLock: 'first_merchant',
    })
    expect(await buy(other.user, other.id, { amount: '5.00', channel: 'online' })).toMatchObject({
      declineReason: 'channel_off',
    })
    expect(await buy(other.user, other.id, { amount: '5.00', country: 'DEU' })).toMatchObject({
      declineReason: 'country_blocked',
    })
    expect((await buy(other.user, other.id, { amount: '5.00', merchantName: 'Bakery' })).status).toBe(
      'approved',
    )
    expect((await other.user.api.get(`/card/${other.id}/controls`)).json().lockedMerchant).toMatchObject({
      name: 'Bakery',
    })
    expect(await buy(other.user, other.id, { amount: '5.00', merchantName: 'Butcher' })).toMatchObject({
      declineReason: 'merchant_locked',
    })
    expect((await buy(other.user, other.id, { amount: '5.00', merchantName: 'Bakery' })).status).toBe(
      'approved',
    )
  })

  it('refuses a bad merchant code, channel or country with 400 naming the field', async () => {
    const { id, user } = await card()
    for (const [body, field] of [
      [{ amount: '1.00', mcc: '79950' }, 'mcc'],
      [{ amount: '1.00', channel: 'phone' }, 'channel'],
      [{ amount: '1.00', country: 'XX' }, 'country'],
    ] as const) {
      const res = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
        merchantName: 'Shop',
        ...body,
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', field })
    }
  })
})
