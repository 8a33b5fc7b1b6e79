import { randomUUID } from 'node:crypto'
import { CardControls } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../db/rowsOf'
import { type CardsKit, createCardsKit } from '../modules/cards/test/cardsKit'

// The owner's card controls over HTTP (API.md "Card controls (the owner's)"), against the real app and database.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const body = {
  limits: { perPurchase: '50', daily: '200.00', monthly: null },
  blockedCategories: ['gambling', 'adult'],
  channels: { online: false, inStore: true, atm: false },
  countries: ['USA', 'DEU'],
  merchantLock: 'first_merchant',
}

describe('GET and PUT /api/card/{id}/controls', () => {
  it("answers a card without controls as having none, and stores and answers the owner's controls", async () => {
    const user = await kit.activeUser(1)
    const { id } = await kit.activeCard(user, 0n)
    const none = await user.api.get(`/card/${id}/controls`)
    expect(none.statusCode, none.body).toBe(200)
    expect(none.json()).toEqual({
      limits: { perPurchase: null, daily: null, monthly: null },
      blockedCategories: [],
      channels: { online: true, inStore: true, atm: true },
      countries: null,
      merchantLock: 'off',
    })
    const put = await user.api.put(`/card/${id}/controls`, body)
    expect(put.statusCode, put.body).toBe(200)
    const stored = {
      ...body,
      limits: { perPurchase: '50.00', daily: '200.00', monthly: null },
    }
    expect(put.json()).toEqual(stored)
    expect(CardControls.safeParse(put.json()).success).toBe(true)
    expect((await user.api.get(`/card/${id}/controls`)).json()).toEqual(stored)
    // Replaced as a whole: back to none.
    const off = {
      limits: { perPurchase: null, daily: null, monthly: null },
      blockedCategories: [],
      channels: { online: true, inStore: true, atm: true },
      countries: null,
      merchantLock: 'off',
    }
    expect((await user.api.put(`/card/${id}/controls`, off)).json()).toEqual(off)
    expect((await user.api.get(`/card/${id}/controls`)).json()).toEqual(off)
  })

  it("is 404 for someone else's card and for an unknown one, and changes nothing", async () => {
    const owner = await kit.activeUser(2)
    const { id } = await kit.activeCard(owner, 0n)
    const other = await kit.activeUser(3)
    const count = async () =>
      rowsOf<{ n: number }>(await kit.db.execute('SELECT count(*)::int AS n FROM card_controls'))[0]!.n
    const before = await count()
    for (const res of [
      await other.api.get(`/card/${id}/controls`),
      await other.api.put(`/card/${id}/controls`, body),
      await owner.api.get(`/card/${randomUUID()}/controls`),
      await owner.api.put(`/card/${randomUUID()}/controls`, body),
    ]) {
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found' })
    }
    expect(await count()).toBe(before)
    expect((await owner.api.get(`/card/${id}/controls`)).json().merchantLock).toBe('off')
  })

  it("is 400 naming the field for a limit above the program's, an unknown category, a bad country, a zero limit", async () => {
    const user = await kit.activeUser(4)
    const { id } = await kit.activeCard(user, 0n)
    const cases: [unknown, string, RegExp][] = [
      [
        { ...body, limits: { perPurchase: null, daily: '2500.01', monthly: null } },
        'limits.daily',
        /2500\.00/,
      ],
      [
        { ...body, limits: { perPurchase: '2600', daily: null, monthly: null } },
        'limits.perPurchase',
        /2500\.00/,
      ],
      [
        { ...body, limits: { perPurchase: null, daily: null, monthly: '10000.01' } },
        'limits.monthly',
        /10000\.00/,
      ],
      [{ ...body, blockedCategories: ['gambling', 'casinos'] }, 'blockedCategories.1', /blockedCategories/],
      [{ ...body, countries: ['USA', 'XYZ'] }, 'countries.1', /ISO 3166-1 alpha-3/],
      [{ ...body, countries: ['de'] }, 'countries.0', /countries/],
      [{ ...body, countries: [] }, 'countries', /at least one country/],
      [
        { ...body, limits: { perPurchase: '0', daily: null, monthly: null } },
        'limits.perPurchase',
        /perPurchase/,
      ],
      [{ ...body, merchantLock: 'forever' }, 'merchantLock', /merchantLock/],
      [{ ...body, extra: true }, '', /extra/],
    ]
    for (const [payload, field, message] of cases) {
      const res = await user.api.put(`/card/${id}/controls`, payload)
      expect(res.statusCode, res.body).toBe(400)
      const answer = res.json()
      expect(answer.code).toBe('validation_failed')
      if (field) expect(answer.field, res.body).toBe(field)
      expect(answer.message).toMatch(message)
    }
    // Nothing was stored; exactly the program's limits are taken.
    expect((await user.api.get(`/card/${id}/controls`)).json().limits).toEqual({
      perPurchase: null,
      daily: null,
      monthly: null,
    })
    const atMost = await user.api.put(`/card/${id}/controls`, {
      ...body,
      limits: { perPurchase: '2500', daily: '2500.00', monthly: '10000' },
    })
    expect(atMost.statusCode, atMost.body).toBe(200)
    expect(atMost.json().limits).toEqual({ perPurchase: '2500.00', daily: '2500.00', monthly: '10000.00' })
  })

  it('needs a session, and declares its answers and refusals in the served OpenAPI document', async () => {
    const res = await kit.app.inject({ method: 'GET', url: `/api/card/${randomUUID()}/controls` })
    expect(res.statusCode).toBe(401)
    const doc = (await kit.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const path = doc.paths['/api/card/{id}/controls']
    expect(Object.keys(path.get.responses).sort()).toEqual(['200', '404'])
    expect(Object.keys(path.put.responses).sort()).toEqual(['200', '400', '404', '429'])
    expect(path.put.requestBody.content['application/json'].schema.properties).toHaveProperty('merchantLock')
    expect(path.get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'lockedMerchant',
    )
  })
})
