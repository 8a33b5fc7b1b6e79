import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser } from './test/cardsKit'

// Acceptance: every route that takes an id answers 404 for another user's card, order or authorization,
// and 401 without a session; nothing changes.
let kit: CardsKit
let owner: KitUser
let intruder: KitUser
let cardId: string
let orderId: string
let authId: string
let challengeId: string

beforeAll(async () => {
  kit = await createCardsKit()
  owner = await kit.activeUser(1)
  intruder = await kit.activeUser(2)
  cardId = (await kit.activeCard(owner)).id
  // A second free card for the owner so they can hold an open order next to the active card.
  await kit.db.execute(
    sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${owner.lower}`,
  )
  orderId = await kit.order(owner)
  const auth = await owner.api.post(`/sandbox/cards/${cardId}/authorizations`, {
    amount: '2.00',
    merchantName: 'Shop',
    threeDS: true,
  })
  authId = auth.json().id
  challengeId = (await owner.api.get(`/card/${cardId}/challenge`)).json().id
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Route = { method: 'GET' | 'POST' | 'PUT'; url: () => string; body?: unknown }

const nameOf = (r: Route) =>
  `${r.method} ${r.url
    .toString()
    .replace(/^\(\) => /, '')
    .replaceAll('`', '')
    .replace(/\$\{(\w+)\}/g, ':$1')}`

const contact = {
  email: 'x@example.com',
  phone: { callingCode: '1', phoneNumber: '2025550143' },
  displayName: 'Eve',
}
const hash = `0x${'ab'.repeat(32)}`

const idRoutes: Route[] = [
  { method: 'GET', url: () => `/card/${cardId}` },
  { method: 'GET', url: () => `/card/${orderId}` },
  { method: 'GET', url: () => `/card/${cardId}/img` },
  { method: 'POST', url: () => `/card/${cardId}/img/confirm` },
  { method: 'GET', url: () => `/card/${cardId}/display-name` },
  { method: 'POST', url: () => `/card/${cardId}/lock` },
  { method: 'POST', url: () => `/card/${cardId}/unlock` },
  { method: 'GET', url: () => `/card/${cardId}/3ds` },
  { method: 'GET', url: () => `/card/${cardId}/transaction` },
  { method: 'GET', url: () => `/card/${cardId}/pending-transaction` },
  { method: 'GET', url: () => `/card/${cardId}/statement` },
  { method: 'GET', url: () => `/card/${cardId}/topup?currency=usdt` },
  { method: 'POST', url: () => `/card/${cardId}/topup/pay`, body: { currency: 'usdt', hash, nonce: 0 } },
  { method: 'GET', url: () => `/order/${orderId}` },
  { method: 'PUT', url: () => `/order/${orderId}`, body: { currency: 'usdt' } },
  { method: 'POST', url: () => `/order/${orderId}/info`, body: contact },
  { method: 'POST', url: () => `/order/${orderId}/pay`, body: { currency: 'usdt', hash, nonce: 0 } },
  { method: 'POST', url: () => `/order/${orderId}/pay/cancel` },
  {
    method: 'POST',
    url: () => `/sandbox/cards/${cardId}/authorizations`,
    body: { amount: '1.00', merchantName: 'Eve' },
  },
  { method: 'POST', url: () => `/sandbox/authorizations/${authId}/otp`, body: { otp: '123456' } },
  { method: 'POST', url: () => `/sandbox/authorizations/${authId}/capture`, body: {} },
  { method: 'POST', url: () => `/sandbox/authorizations/${authId}/reverse` },
  { method: 'POST', url: () => `/sandbox/authorizations/${authId}/refund`, body: {} },
  { method: 'GET', url: () => `/card/${cardId}/challenge` },
  { method: 'POST', url: () => `/card/${cardId}/challenge/${challengeId}`, body: { answer: 'approve' } },
  { method: 'GET', url: () => `/card/${cardId}/view` },
]

const sessionRoutes: Route[] = [
  ...idRoutes,
  { method: 'GET', url: () => '/card' },
  { method: 'GET', url: () => '/invitation/check?code=WELCOME' },
  { method: 'POST', url: () => '/user/activate', body: { code: 'WELCOME' } },
  { method: 'GET', url: () => '/user/invitation' },
  { method: 'POST', url: () => '/order', body: { currency: 'usdt', productId: 'classic' } },
]

describe('ownership', () => {
  it.each(idRoutes.map((r) => [nameOf(r), r] as const))(
    "%s answers 404 for another user's id and changes nothing",
    async (_name, route) => {
      const before = await kit.snapshot()
      const res = await intruder.api[
        route.method === 'GET' ? 'get' : route.method === 'PUT' ? 'put' : 'post'
      ](route.url(), route.body)
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found' })
      expect(res.json().message).toContain('not found')
      const after = await kit.snapshot()
      if (after !== before) {
        const a = JSON.parse(before)
        const b = JSON.parse(after)
        for (const key of Object.keys(a))
          if (JSON.stringify(a[key]) !== JSON.stringify(b[key]))
            console.log(key, JSON.stringify(a[key]), JSON.stringify(b[key]))
      }
      expect(after).toBe(before)
    },
  )

  it("answers 404 for an unknown id exactly as for another user's", async () => {
    const res = await owner.api.get('/card/6f1c1e9e-2b7a-4c61-9d55-0a1b2c3d4e5f')
    expect(res.statusCode).toBe(404)
    const other = await intruder.api.get(`/card/${cardId}`)
    expect(other.json()).toEqual(res.json())
  })

  it.each(sessionRoutes.map((r) => [nameOf(r), r] as const))(
    '%s answers 401 without a session',
    async (_name, route) => {
      const before = await kit.snapshot()
      const res = await kit.app.inject({
        method: route.method,
        url: `/api${route.url()}`,
        headers: { 'x-payer': owner.address },
        ...(route.body === undefined ? {} : { payload: route.body as object }),
      })
      expect(res.statusCode, res.body).toBe(401)
      expect(res.json().code).toBe('unauthorized')
      expect(await kit.snapshot()).toBe(before)
    },
  )

  it('the owner still reaches everything', async () => {
    expect((await owner.api.get(`/card/${cardId}`)).statusCode).toBe(200)
    expect((await owner.api.get(`/order/${orderId}`)).statusCode).toBe(200)
    expect((await owner.api.get(`/card/${cardId}/3ds`)).json()).toMatchObject({ merchantName: 'Shop' })
    expect((await owner.api.get(`/card/${cardId}/challenge`)).json()).toMatchObject({ id: challengeId })
    expect((await owner.api.get(`/card/${cardId}/view`)).json()).toEqual({ kind: 'image' })
  })

  it("a challenge id of another card of the same owner is 404 on this card's route", async () => {
    const res = await owner.api.post(`/card/${orderId}/challenge/${challengeId}`, { answer: 'approve' })
    expect(res.statusCode).toBe(404)
    expect((await owner.api.get(`/card/${cardId}/challenge`)).json()).toMatchObject({ id: challengeId })
  })
})
