import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type ApiSchemaName, apiSchemas } from './apiSchemas'
import { type ApiRoute, apiRoutes } from './routes'
import { requestSamples, responseSamples } from './samples.fixture'

const routes = Object.entries(apiRoutes) as [string, ApiRoute][]

/** Every route of API.md, as written there (and the issue 20 routes, to be added to API.md). */
const API_MD_ROUTES = [
  'GET /api/health',
  'GET /api/config',
  // Issue 30: a legal page's Markdown (the lead adds it to API.md).
  'GET /api/legal/:page',
  'POST /api/nonce',
  'POST /api/auth',
  'POST /api/sign-out',
  'GET /api/state',
  'GET /api/user/state',
  'GET /api/invitation/check',
  'POST /api/user/activate',
  'GET /api/user/invitation',
  'GET /api/user/membership',
  // Issue 21: the profile's sessions and "sign out everywhere" (the lead adds them to API.md).
  'GET /api/user/sessions',
  'DELETE /api/user/sessions/:id',
  'POST /api/user/sessions/revoke-all',
  'GET /api/card',
  'GET /api/card/:id',
  'GET /api/card/:id/img',
  // Issue 21: the owner confirms they saved the card details (the lead adds it to API.md).
  'POST /api/card/:id/img/confirm',
  'GET /api/card/:id/display-name',
  'GET /api/card/:id/topup',
  'POST /api/card/:id/topup/pay',
  'POST /api/card/:id/topup/redeem',
  'GET /api/card/:id/transaction',
  'GET /api/card/:id/pending-transaction',
  'GET /api/card/:id/statement',
  'GET /api/card/:id/3ds',
  'GET /api/card/:id/challenge',
  'POST /api/card/:id/challenge/:challengeId',
  'GET /api/card/:id/view',
  // Issue 30: card details on demand, behind a fresh signature.
  'POST /api/card/:id/reveal',
  'POST /api/card/:id/lock',
  'POST /api/card/:id/unlock',
  'POST /api/order',
  'PUT /api/order/:id',
  'GET /api/order/:id',
  'POST /api/order/:id/info',
  'POST /api/order/:id/pay',
  'POST /api/order/:id/pay/cancel',
  'POST /api/swap',
  'GET /api/confirmations/:hash',
  'GET /api/reward/balance',
  'GET /api/reward/record',
  'GET /api/reward/redeemable-option',
  'POST /api/sandbox/cards/:id/authorizations',
  'POST /api/sandbox/authorizations/:id/otp',
  'POST /api/sandbox/authorizations/:id/capture',
  'POST /api/sandbox/authorizations/:id/reverse',
  'POST /api/sandbox/authorizations/:id/refund',
  // Issue 27: the simulator plays every lifecycle (the lead adds them to API.md).
  'POST /api/sandbox/authorizations/:id/increment',
  'POST /api/sandbox/authorizations/:id/expire',
  'POST /api/sandbox/authorizations/:id/refund-reversal',
  'POST /api/sandbox/authorizations/:id/corrections',
  'POST /api/sandbox/cards/:id/credits',
  'POST /api/sandbox/settle',
  'POST /api/admin/invitations',
  'PUT /api/admin/users/:address/state',
  'POST /api/admin/cards/:id/suspend',
  'POST /api/admin/cards/:id/expire',
  'POST /api/admin/rewards/adjust',
  'POST /api/admin/payments/rescan',
  'GET /api/admin/exceptions',
  'POST /api/admin/exceptions/:id/resolve',
  // Beyond API.md's list: what an operator's rescan did (its id is in the Location header of the 204), and
  // the deposits held on one of the owner's cards (DESIGN: "the owner sees it on the card").
  'GET /api/admin/payments/rescan/:id',
  'GET /api/card/:id/held-deposits',
  // Issue 31: the deposits the deposit page follows live (the lead adds it to API.md).
  'GET /api/card/:id/deposits',
  // Issue 31: the pending top-up, and moving or refunding what is over the card maximum.
  'GET /api/card/:id/pending-topup',
  'POST /api/card/:id/pending-topup/transfer',
  'POST /api/card/:id/pending-topup/refund',
  // Issue 31: live updates (server-sent events).
  'GET /api/events',
  // Issue 31: Web Push (the VAPID key, a device's subscription).
  'GET /api/push/key',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions/:id',
  // Issue 31: e-mail notifications (verification link, a new link) and the sandbox's SMTP catcher.
  'GET /api/mail/verify',
  'POST /api/mail/verification',
  'GET /api/mail/status',
  'GET /api/sandbox/mails',
  'GET /api/sandbox/mailbox',
  // Issue 30: disputes, the owner's enrollment, wallet tokens and push provisioning; the sandbox issuer's
  // dispute update, enrollment review and wallet (the OpenAPI document has them; API.md defers to it).
  'POST /api/card/:id/disputes',
  'GET /api/card/:id/controls',
  'PUT /api/card/:id/controls',
  'GET /api/card/:id/disputes',
  // Evidence for a dispute that asks for it (the lead adds it to API.md).
  'POST /api/card/:id/disputes/:disputeId/evidence',
  'GET /api/user/enrollment',
  'GET /api/card/:id/wallets',
  'POST /api/card/:id/wallets/provision',
  'POST /api/card/:id/wallets/:tokenId/:action',
  'POST /api/sandbox/disputes/:id',
  'POST /api/sandbox/enrollment',
  'POST /api/sandbox/cards/:id/tokenizations',
  'GET /api/reserves',
  'GET /api/reserves/proof',
  'POST /api/admin/reserves/snapshots',
]

/** Public routes of API.md: no session needed. */
const PUBLIC = [
  'GET /api/config',
  // Issue 30: the legal pages are read before anyone signs in.
  'GET /api/legal/:page',
  'GET /api/health',
  'POST /api/nonce',
  'POST /api/auth',
  'GET /api/push/key',
  'GET /api/reserves',
  // Issue 31: the link of a verification mail (opened from a mail client), the sandbox's caught mails.
  'GET /api/mail/verify',
  'GET /api/sandbox/mails',
  'GET /api/sandbox/mailbox',
]

const schemaNamesOf = (route: ApiRoute) =>
  [route.params, route.query, route.body, route.response].filter((name): name is ApiSchemaName => !!name)

const requestSchemaNames = [
  ...new Set(routes.flatMap(([, route]) => [route.params, route.query, route.body].filter(Boolean))),
] as ApiSchemaName[]
const responseSchemaNames = [
  ...new Set(routes.map(([, route]) => route.response).filter(Boolean)),
] as ApiSchemaName[]

describe('apiRoutes', () => {
  it('lists exactly the routes of API.md, once each', () => {
    const listed = routes.map(([, route]) => `${route.method} ${route.path}`)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...API_MD_ROUTES].sort())
  })

  it.each(routes)('%s names schemas that exist and are zod schemas', (_name, route) => {
    for (const schemaName of schemaNamesOf(route)) {
      expect(apiSchemas[schemaName], schemaName).toBeInstanceOf(z.ZodType)
    }
  })

  it.each(routes)('%s has a params schema whose keys are exactly the path parameters', (_name, route) => {
    const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1])
    if (pathParams.length === 0) {
      expect(route.params).toBeUndefined()
      return
    }
    expect(route.params).toBeDefined()
    const schema = apiSchemas[route.params!]
    expect(schema).toBeInstanceOf(z.ZodObject)
    expect(Object.keys((schema as z.ZodObject).shape).sort()).toEqual(pathParams.sort())
  })

  it.each(routes)('%s: 204 has no response schema, 200 has one unless it answers a PDF', (_name, route) => {
    if (route.status === 204) expect(route.response).toBeNull()
    else if (route.produces) expect(route.response).toBeNull()
    else expect(route.response).not.toBeNull()
    if (route.method === 'GET') expect(route.body).toBeUndefined()
  })

  it('marks auth as API.md says: public, admin under /api/admin, session elsewhere; sandbox under /api/sandbox', () => {
    for (const [, route] of routes) {
      const key = `${route.method} ${route.path}`
      const expected = PUBLIC.includes(key)
        ? 'public'
        : route.path.startsWith('/api/admin/')
          ? 'admin'
          : 'session'
      expect(route.auth, key).toBe(expected)
      expect(route.sandboxOnly === true, key).toBe(route.path.startsWith('/api/sandbox/'))
    }
  })
})

describe('route schemas', () => {
  it.each(responseSchemaNames)('%s: the sample parses and serialises with z.encode unchanged', (name) => {
    const schema = apiSchemas[name]
    const sample = responseSamples[name as keyof typeof responseSamples]
    expect(sample, `missing response sample for ${name}`).toBeDefined()
    const parsed = schema.parse(sample)
    expect(parsed).toEqual(sample)
    // The server serialises with z.encode: a one-way transform in a response schema would throw here.
    expect(z.encode(schema as z.ZodType, parsed)).toEqual(sample)
  })

  it.each(requestSchemaNames)('%s: the sample parses', (name) => {
    const sample = requestSamples[name as keyof typeof requestSamples]
    expect(sample, `missing request sample for ${name}`).toBeDefined()
    expect(apiSchemas[name].safeParse(sample).success).toBe(true)
  })

  const bodyNames = [...new Set(routes.map(([, route]) => route.body).filter(Boolean))] as ApiSchemaName[]
  it.each(bodyNames)('%s rejects an unknown field', (name) => {
    const sample = requestSamples[name as keyof typeof requestSamples] as Record<string, unknown>
    const result = apiSchemas[name].safeParse({ ...sample, isAdmin: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it.each(routes)('%s converts to OpenAPI 3.0 JSON Schema with nothing unrepresentable', (_name, route) => {
    for (const io of ['input', 'output'] as const) {
      const names = io === 'input' ? [route.params, route.query, route.body] : [route.response]
      for (const name of names) {
        if (!name) continue
        expect(() =>
          z.toJSONSchema(apiSchemas[name], { io, target: 'openapi-3.0', unrepresentable: 'throw' }),
        ).not.toThrow()
      }
    }
  })
})
