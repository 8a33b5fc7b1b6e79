import { createHash } from 'node:crypto'
import { OperatorAuditResponse } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rowsOf'
import { ADMIN_TOKEN, type CardsKit, createCardsKit } from '../../src/modules/cards/test/cardsKit'
import { refuseAdminRoutesOutsideScope } from '../../src/routes/adminScope'
import { FAILED_TOKEN_BUDGET, FAILED_TOKEN_WINDOW_MS } from '../../src/routes/operatorAuth'

// Operators with names: each operator's token is configured as a digest under their name, one guard covers
// everything under /api/admin, wrong tokens are throttled per client address, and every state-changing call is
// recorded with its operator, whatever its result.
const aliceToken = 'alice-operator-token-0123456789abcdef'
const bobToken = 'bob-operator-token-0123456789abcdef'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const alice = { authorization: `Bearer ${aliceToken}` }
const bob = { authorization: `Bearer ${bobToken}` }

let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit({
    config: {
      adminTokens: [
        { name: 'alice', tokenSha256: sha256(aliceToken) },
        { name: 'bob', tokenSha256: sha256(bobToken) },
      ],
    },
  })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/**
 * Every route the router holds under /api/admin, read from Fastify's own route tree (`printRoutes`): a line per
 * node, four characters of indentation per level, a node's path the concatenation of its ancestors' segments.
 */
function adminRoutesOfRouter(): { method: string; url: string }[] {
  const stack: string[] = []
  const found: { method: string; url: string }[] = []
  for (const line of kit.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    const path = (stack[depth - 1] ?? '') + match[2]
    stack[depth] = path
    if (!match[3] || !(path === '/api/admin' || path.startsWith('/api/admin/'))) continue
    for (const method of match[3].split(', ')) found.push({ method, url: path })
  }
  return found
}

describe('the admin scope', () => {
  it('every route under /api/admin answers 401 without a token, and with a wrong one', async () => {
    const routes = adminRoutesOfRouter()
    // The parse found the tree's nested routes too (a child segment joined to its parent's).
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/exceptions/:id/resolve' })
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/issuer/settlements' })
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/audit' })
    expect(routes.length).toBeGreaterThanOrEqual(20)
    let client = 0
    for (const { method, url } of routes) {
      const concrete = url.replaceAll(/:[A-Za-z]+/g, '1')
      for (const headers of [{}, { authorization: `Bearer ${aliceToken}x` }]) {
        const res = await kit.app.inject({
          method: method as 'GET',
          url: concrete,
          headers,
          // Each wrong token from an address of its own: this test is not about the budget.
          remoteAddress: `198.51.100.${++client % 250}`,
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { anything: 'at all' } }),
        })
        expect(res.statusCode, `${method} ${concrete} ${JSON.stringify(headers)}`).toBe(401)
      }
    }
  })

  it('an unknown path under /api/admin is 401 without a token and 404 with one', async () => {
    expect((await kit.app.inject({ method: 'POST', url: '/api/admin/no-such-route' })).statusCode).toBe(401)
    const known = await kit.app.inject({ method: 'POST', url: '/api/admin/no-such-route', headers: alice })
    expect(known.statusCode).toBe(404)
    expect(known.json().code).toBe('not_found')
  })

  it('a route under /api/admin registered outside the scope stops the start', async () => {
    const app = Fastify()
    refuseAdminRoutesOutsideScope(app)
    expect(() => app.get('/api/admin/forgotten', async () => 'open')).toThrow(
      /registered outside the admin scope/,
    )
    // Inside a context that says it is the scope, the same route is taken.
    await app.register(async (scope) => {
      scope.decorate('inOperatorScope', true)
      scope.get('/api/admin/guarded', async () => 'guarded')
    })
    await app.ready()
    expect((await app.inject({ url: '/api/admin/guarded' })).body).toBe('guarded')
    await app.close()
  })
})

describe('wrong operator tokens', () => {
  it(`are throttled after ${FAILED_TOKEN_BUDGET} a minute from one client address, counted in the database`, async () => {
    const from = '203.0.113.7'
    const call = (headers: Record<string, string>, remoteAddress = from) =>
      kit.app.inject({ method: 'GET', url: '/api/admin/audit', headers, remoteAddress })
    for (let i = 0; i < FAILED_TOKEN_BUDGET; i++) {
      const res = await call({ authorization: `Bearer wrong-${i}` })
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401)
    }
    const counted = await kit.db.execute(
      sql`SELECT hits FROM rate_limit_hits WHERE key = ${`operator-token-failures|${from}`}`,
    )
    expect(rowsOf<{ hits: number }>(counted)).toEqual([{ hits: FAILED_TOKEN_BUDGET }])

    const throttled = await call({ authorization: 'Bearer wrong-again' })
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().code).toBe('rate_limited')
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    // Held for the window even with the right token; another address is not.
    expect((await call(alice)).statusCode).toBe(429)
    expect((await call(alice, '203.0.113.8')).statusCode).toBe(200)
    // Requests without any token spend nothing (a browser's first visit).
    for (let i = 0; i < FAILED_TOKEN_BUDGET + 2; i++)
      expect((await call({}, '203.0.113.9')).statusCode).toBe(401)
    expect((await call(alice, '203.0.113.9')).statusCode).toBe(200)

    kit.t.clock.advance(FAILED_TOKEN_WINDOW_MS + 1_000)
    expect((await call(alice)).statusCode).toBe(200)
  })
})

describe('the operators audit', () => {
  const audit = async (query = '') => {
    const res = await kit.app.inject({ url: `/api/admin/audit${query}`, headers: alice })
    expect(res.statusCode, res.body).toBe(200)
    return OperatorAuditResponse.parse(res.json()).actions
  }

  it('records who adjusted a reward balance, and what, and a refused resolution with its code', async () => {
    const user = await kit.activeUser(4)
    const adjusted = await kit.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/adjust',
      headers: alice,
      payload: { address: user.address, amount: '12.50', reason: 'goodwill' },
    })
    expect(adjusted.statusCode, adjusted.body).toBe(204)
    const refused = await kit.app.inject({
      method: 'POST',
      url: '/api/admin/exceptions/999999/resolve',
      headers: bob,
      payload: { action: 'ignore', note: 'not ours' },
    })
    expect(refused.statusCode).toBe(404)
    const invalid = await kit.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/adjust',
      headers: bob,
      payload: { address: user.address, amount: 'lots', reason: 'x' },
    })
    expect(invalid.statusCode).toBe(400)
    // ADMIN_TOKEN still works, as the operator "admin".
    expect((await kit.admin.post('/admin/invitations', { uses: 1 })).statusCode).toBe(200)
    // Reads are not actions.
    expect((await kit.app.inject({ url: '/api/admin/exceptions', headers: alice })).statusCode).toBe(200)

    const actions = await audit('?limit=4')
    expect(actions.map((a) => [a.operator, a.action, a.details.status, a.details.code])).toEqual([
      ['admin', 'POST /api/admin/invitations', 200, null],
      ['bob', 'POST /api/admin/rewards/adjust', 400, 'validation_failed'],
      ['bob', 'POST /api/admin/exceptions/:id/resolve', 404, 'not_found'],
      ['alice', 'POST /api/admin/rewards/adjust', 204, null],
    ])
    const [, , resolution, adjustment] = actions
    expect(adjustment).toMatchObject({
      target: user.address,
      details: { body: { address: user.address, amount: '12.50', reason: 'goodwill' } },
    })
    expect(resolution).toMatchObject({
      target: '999999',
      details: { params: { id: '999999' }, body: { action: 'ignore', note: 'not ours' } },
    })
    expect(Date.parse(adjustment!.at)).toBeGreaterThan(0)

    // Paging: before an id answers the older ones, newest first.
    const older = await audit(`?limit=2&before=${actions[1]!.id}`)
    expect(older.map((a) => a.id)).toEqual([actions[2]!.id, actions[3]!.id])
    expect((await kit.app.inject({ url: '/api/admin/audit?limit=0', headers: alice })).statusCode).toBe(400)
    expect((await kit.app.inject({ url: '/api/admin/audit?before=x', headers: alice })).statusCode).toBe(400)
  })

  it('is append-only: an UPDATE or DELETE is refused, whoever runs it', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      kit.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      )
    expect(await refusal(sql`UPDATE operator_actions SET operator = 'mallory'`)).toMatch(/append-only/)
    expect(await refusal(sql`DELETE FROM operator_actions`)).toMatch(/append-only/)
  })

  it('keeps ADMIN_TOKEN as the operator "admin" beside ADMIN_TOKENS', async () => {
    expect(ADMIN_TOKEN.length).toBeGreaterThan(16)
    const res = await kit.app.inject({
      url: '/api/admin/audit?limit=1',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
  })
})
