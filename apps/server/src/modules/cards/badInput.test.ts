import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, type KitUser } from './test/cardsKit'

// Acceptance: bad input on every route (wrong types, extra fields, huge strings, negative and non-numeric
// amounts, bad ids) gets 400 with a message, never 500, and changes nothing.
let kit: CardsKit
let user: KitUser
let cardId: string
let orderUser: KitUser
let orderId: string
let authId: string
let challengeId: string

beforeAll(async () => {
  kit = await createCardsKit()
  user = await kit.activeUser(1)
  cardId = (await kit.activeCard(user)).id
  orderUser = await kit.activeUser(2)
  orderId = await kit.order(orderUser)
  authId = (
    await user.api.post(`/sandbox/cards/${cardId}/authorizations`, {
      amount: '1.00',
      merchantName: 'Shop',
      threeDS: true,
    })
  ).json().id
  challengeId = (await user.api.get(`/card/${cardId}/challenge`)).json().id
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

// Below the 64 KiB body limit, so the schema (not the body limit) must refuse it; the limit has its own test.
const huge = 'x'.repeat(20_000)
const badIds = [
  'not-a-uuid',
  '1',
  "' OR 1=1 --",
  '6F1C1E9E-2B7A-4C61-9D55-0A1B2C3D4E5F',
  '%00',
  'x'.repeat(90),
]
// Authorization ids are issuer ids (API schema IssuerId: 1-64 of [A-Za-z0-9_.:-]): a well-formed unknown one is a 404.
const badAuthIds = ["' OR 1=1 --", '%00', 'x'.repeat(90), '-leading-dash']

type Case = {
  name: string
  who: () => KitUser
  method: 'get' | 'post' | 'put'
  url: () => string
  body?: unknown
}

const contact = {
  email: 'ann@example.com',
  phone: { callingCode: '1', phoneNumber: '2025550143' },
  displayName: 'Ann Lee',
}

const cases: Case[] = [
  // ids
  ...badIds.flatMap((id): Case[] => [
    {
      name: `GET /card/${id.slice(0, 12)}`,
      who: () => user,
      method: 'get',
      url: () => `/card/${encodeURIComponent(id)}`,
    },
    {
      name: `GET /card/${id.slice(0, 12)}/img`,
      who: () => user,
      method: 'get',
      url: () => `/card/${encodeURIComponent(id)}/img`,
    },
    {
      name: `POST /card/${id.slice(0, 12)}/img/confirm`,
      who: () => user,
      method: 'post',
      url: () => `/card/${encodeURIComponent(id)}/img/confirm`,
    },
    {
      name: `POST /card/${id.slice(0, 12)}/lock`,
      who: () => user,
      method: 'post',
      url: () => `/card/${encodeURIComponent(id)}/lock`,
    },
    {
      name: `GET /card/${id.slice(0, 12)}/statement`,
      who: () => user,
      method: 'get',
      url: () => `/card/${encodeURIComponent(id)}/statement`,
    },
    {
      name: `GET /card/${id.slice(0, 12)}/challenge`,
      who: () => user,
      method: 'get',
      url: () => `/card/${encodeURIComponent(id)}/challenge`,
    },
    {
      name: `POST /card/:id/challenge/${id.slice(0, 12)}`,
      who: () => user,
      method: 'post',
      url: () => `/card/${cardId}/challenge/${encodeURIComponent(id)}`,
      body: { answer: 'approve' },
    },
    {
      name: `GET /card/${id.slice(0, 12)}/view`,
      who: () => user,
      method: 'get',
      url: () => `/card/${encodeURIComponent(id)}/view`,
    },
    {
      name: `GET /order/${id.slice(0, 12)}`,
      who: () => orderUser,
      method: 'get',
      url: () => `/order/${encodeURIComponent(id)}`,
    },
    {
      name: `POST /order/${id.slice(0, 12)}/info`,
      who: () => orderUser,
      method: 'post',
      url: () => `/order/${encodeURIComponent(id)}/info`,
      body: contact,
    },
  ]),
  ...badAuthIds.map(
    (id): Case => ({
      name: `POST /sandbox/authorizations/${id.slice(0, 12)}/otp`,
      who: () => user,
      method: 'post',
      url: () => `/sandbox/authorizations/${encodeURIComponent(id)}/otp`,
      body: { otp: '123456' },
    }),
  ),
  // paging
  ...['skip=-1', 'skip=abc', 'limit=0', 'limit=101', 'limit=1e2', 'skip=1.5', 'limit=%20'].map(
    (q): Case => ({
      name: `GET transaction?${q}`,
      who: () => user,
      method: 'get',
      url: () => `/card/${cardId}/transaction?${q}`,
    }),
  ),
  {
    name: 'pending-transaction limit=-5',
    who: () => user,
    method: 'get',
    url: () => `/card/${cardId}/pending-transaction?limit=-5`,
  },
  // statement month
  ...['2026-13', '26-11', 'abc', '2026-1', huge.slice(0, 500)].map(
    (m): Case => ({
      name: `statement month=${m.slice(0, 10)}`,
      who: () => user,
      method: 'get',
      url: () => `/card/${cardId}/statement?month=${m}`,
    }),
  ),
  // invitations
  { name: 'activate without code', who: () => user, method: 'post', url: () => '/user/activate', body: {} },
  {
    name: 'activate code number',
    who: () => user,
    method: 'post',
    url: () => '/user/activate',
    body: { code: 123 },
  },
  {
    name: 'activate extra field',
    who: () => user,
    method: 'post',
    url: () => '/user/activate',
    body: { code: 'WELCOME', admin: true },
  },
  {
    name: 'activate huge code',
    who: () => user,
    method: 'post',
    url: () => '/user/activate',
    body: { code: huge },
  },
  { name: 'check without code', who: () => user, method: 'get', url: () => '/invitation/check' },
  // orders
  ...[
    {},
    { currency: 'usdt' },
    { productId: 'classic' },
    { currency: 'usdt', productId: 'classic', extra: 1 },
    { currency: 5, productId: 'classic' },
    { currency: 'usdt', productId: ['classic'] },
    { currency: huge, productId: 'classic' },
    { currency: 'usdt', productId: 'platinum' },
    { currency: 'dai', productId: 'classic' },
    { currency: '../etc', productId: 'classic' },
  ].map(
    (body, i): Case => ({
      name: `POST /order #${i}`,
      who: () => orderUser,
      method: 'post',
      url: () => '/order',
      body,
    }),
  ),
  // contact info
  ...[
    {},
    { ...contact, email: 'not-an-email' },
    { ...contact, email: huge },
    { ...contact, displayName: 'Ann <script>' },
    { ...contact, displayName: '   ' },
    { ...contact, displayName: 'A'.repeat(65) },
    { ...contact, phone: { callingCode: '1', phoneNumber: '123' } },
    { ...contact, phone: { callingCode: 'x', phoneNumber: '2025550143' } },
    { ...contact, phone: '+12025550143' },
    { ...contact, extra: 'field' },
    { ...contact, phone: { ...contact.phone, extra: 1 } },
  ].map(
    (body, i): Case => ({
      name: `POST /order/:id/info #${i}`,
      who: () => orderUser,
      method: 'post',
      url: () => `/order/${orderId}/info`,
      body,
    }),
  ),
  // sandbox purchases: amounts
  ...[
    '-1.00',
    'abc',
    '1e3',
    '0',
    '0.00',
    '1.001',
    '',
    ' 1.00',
    10,
    null,
    '1'.repeat(20),
    'NaN',
    'Infinity',
  ].map(
    (amount, i): Case => ({
      name: `authorization amount #${i} ${String(amount).slice(0, 8)}`,
      who: () => user,
      method: 'post',
      url: () => `/sandbox/cards/${cardId}/authorizations`,
      body: { amount, merchantName: 'Shop' },
    }),
  ),
  {
    name: 'authorization merchant huge',
    who: () => user,
    method: 'post',
    url: () => `/sandbox/cards/${cardId}/authorizations`,
    body: { amount: '1.00', merchantName: huge },
  },
  {
    name: 'authorization currency EUR',
    who: () => user,
    method: 'post',
    url: () => `/sandbox/cards/${cardId}/authorizations`,
    body: { amount: '1.00', merchantName: 'A', currency: 'EUR' },
  },
  {
    name: 'authorization threeDS string',
    who: () => user,
    method: 'post',
    url: () => `/sandbox/cards/${cardId}/authorizations`,
    body: { amount: '1.00', merchantName: 'A', threeDS: 'yes' },
  },
  {
    name: 'authorization extra',
    who: () => user,
    method: 'post',
    url: () => `/sandbox/cards/${cardId}/authorizations`,
    body: { amount: '1.00', merchantName: 'A', x: 1 },
  },
  ...['12345', '1234567', 'abcdef', 123456, ''].map(
    (otp, i): Case => ({
      name: `otp #${i}`,
      who: () => user,
      method: 'post',
      url: () => `/sandbox/authorizations/${authId}/otp`,
      body: { otp },
    }),
  ),
  ...[{ amount: '-2.00' }, { amount: 'x' }, { amount: '0' }, { other: 1 }].map(
    (body, i): Case => ({
      name: `capture #${i}`,
      who: () => user,
      method: 'post',
      url: () => `/sandbox/authorizations/${authId}/capture`,
      body,
    }),
  ),
  ...[{ amount: '-2.00' }, { amount: '1.005' }, { amount: '0.00' }, { amount: 5 }, { reason: 'x' }].map(
    (body, i): Case => ({
      name: `refund #${i}`,
      who: () => user,
      method: 'post',
      url: () => `/sandbox/authorizations/${authId}/refund`,
      body,
    }),
  ),
  ...[{}, { answer: 'yes' }, { answer: 'APPROVE' }, { answer: 'approve', otp: '123456' }, { answer: 1 }].map(
    (body, i): Case => ({
      name: `challenge answer #${i}`,
      who: () => user,
      method: 'post',
      url: () => `/card/${cardId}/challenge/${challengeId}`,
      body,
    }),
  ),
]

describe('bad input', () => {
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: 400 with a message, nothing changed',
    async (_name, c) => {
      const before = await kit.snapshot()
      const res = await c.who().api[c.method](c.url(), c.body)
      expect(res.statusCode, res.body).toBe(400)
      const body = res.json()
      expect(['validation_failed', 'invalid_code']).toContain(body.code)
      expect(typeof body.message).toBe('string')
      expect(body.message.length).toBeGreaterThan(10)
      expect(body.message).not.toMatch(/stack|at \w+ \(/)
      expect(await kit.snapshot()).toBe(before)
    },
  )

  it('a body over the 64 KiB limit is 413 with the error body, nothing changed', async () => {
    const before = await kit.snapshot()
    const res = await orderUser.api.post(`/order/${orderId}/info`, { ...contact, email: 'y'.repeat(100_000) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'validation_failed' })
    expect(await kit.snapshot()).toBe(before)
  })

  it('a well-formed unknown authorization id is 404', async () => {
    const res = await user.api.post('/sandbox/authorizations/not-a-uuid/otp', { otp: '123456' })
    expect(res.statusCode).toBe(404)
  })

  it('a malformed JSON body is 400, not 500', async () => {
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...orderUser.headers, 'content-type': 'application/json' },
      payload: '{"currency": "usdt", ',
    })
    expect(res.statusCode).toBe(400)
  })

  it('the invitation code with bad characters is invalid_code (the phrase the web app reacts to)', async () => {
    const fresh = await kit.signIn(3)
    for (const code of ['   ', "x' OR 1=1", 'ÄÖÜ', 'A'.repeat(40)]) {
      const res = await fresh.api.post('/user/activate', { code })
      expect(res.statusCode).toBe(400)
      // Longer than any code has its own code, with the same phrase.
      expect(res.json()).toMatchObject({ code: code.length > 32 ? 'code_too_long' : 'invalid_code' })
      expect(res.json().message).toContain('invalid code')
    }
    expect((await fresh.api.get('/state')).json()).toEqual({ active: false })
  })
})
