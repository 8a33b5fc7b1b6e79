import { ApiErrorBody } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimitBytes } from '../../src/app'
import { computeSecurityHeaders } from '../../src/plugins/securityHeaders'
import { createTestApp, requestNonce, type SignInResult, signIn, type TestApp, testAccount } from '../helpers'

let t: TestApp
let session: SignInResult

beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimit: { nonce: { max: 3, timeWindowMs: 60_000 }, auth: { max: 1000, timeWindowMs: 60_000 } },
    },
  })
  session = await signIn(t.app, testAccount(5))
})
afterAll(async () => {
  await t?.close()
})

const expectErrorBody = (body: unknown, code: string) => {
  // The domain's one body: code and message, and `details` only where the refusal has typed ones.
  expect(ApiErrorBody.strict().parse(body)).toEqual(body)
  expect((body as { code: string }).code).toBe(code)
}

describe('error answers are exactly { code, message, details? }', () => {
  it('unknown route -> 404 not_found JSON', async () => {
    for (const url of ['/api/nope', '/nope', '/api/card/1/../../etc']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json()).toEqual({ code: 'not_found', message: 'not found' })
    }
  })

  it('malformed JSON -> 400 validation_failed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    })
    expect(res.statusCode).toBe(400)
    expectErrorBody(res.json(), 'validation_failed')
    expect(res.json<{ message: string }>().message).toContain('malformed JSON')
  })

  it('prototype poisoning in JSON -> 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":"x","__proto__":{"admin":true}}',
    })
    expect(res.statusCode).toBe(400)
    expectErrorBody(res.json(), 'validation_failed')
  })

  it('an extra body field -> 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { message: 'hi', admin: true },
    })
    expect(res.statusCode).toBe(400)
    expectErrorBody(res.json(), 'validation_failed')
    expect(res.json<{ message: string }>().message).toMatch(/^body: .*admin/)
    expect(res.json()).toMatchObject({
      details: { kind: 'fields', fields: [{ path: 'body', rule: 'unrecognized_keys' }] },
    })
  })

  it('a missing or mistyped field -> 400 with the field and the rule', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json<{ message: string }>().message).toMatch(/^body\.message: .*expected string/)
    expect(missing.json()).toMatchObject({
      details: { kind: 'fields', fields: [{ path: 'body.message', rule: 'invalid_type' }] },
    })
    const typed = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { message: 42 } })
    expect(typed.statusCode).toBe(400)
    expect(typed.json<{ message: string }>().message).toMatch(/^body\.message: /)
  })

  it('a body over the limit -> 413 with the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { message: 'x'.repeat(bodyLimitBytes + 10) },
    })
    expect(res.statusCode).toBe(413)
    expectErrorBody(res.json(), 'validation_failed')
    expect(res.json<{ message: string }>().message).toContain('too large')
  })

  it('an unsupported content type -> 415 with the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<message>hi</message>',
    })
    expect(res.statusCode).toBe(415)
    expectErrorBody(res.json(), 'validation_failed')
  })

  it('a JSON content type with an empty body is no body (POST /api/nonce)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nonce',
      headers: { 'content-type': 'application/json', 'x-payer': testAccount(3).address },
      payload: '',
    })
    expect(res.statusCode).toBe(200)
  })

  it('rate limit on POST /api/nonce -> 429 rate_limited "too many requests"', async () => {
    // beforeAll and the empty-body test used 2 of the 3 nonces of this minute.
    const address = testAccount(4).address
    await requestNonce(t.app, address)
    const res = await t.app.inject({ method: 'POST', url: '/api/nonce', headers: { 'x-payer': address } })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ code: 'rate_limited', message: 'too many requests' })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it("security headers: helmet's whole set on answers, errors, 401s, 429s and 404s", async () => {
    // What helmet's own middleware sets for the app's options (computed once at start, set by one hook).
    const expected = computeSecurityHeaders({
      contentSecurityPolicy: {
        directives: {
          connectSrc: [
            "'self'",
            ...new Set(t.config.chains.map((chain) => new URL(chain.publicRpcUrl).origin)),
          ],
          imgSrc: ["'self'", 'data:', 'https:'],
        },
      },
    })
    expect(Object.keys(expected).length).toBeGreaterThan(10)
    expect(expected['x-content-type-options']).toBe('nosniff')
    expect(expected['content-security-policy']).toMatch(/default-src 'self'.*connect-src 'self' http/)
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/config' }),
      await t.app.inject({ method: 'GET', url: '/api/card', headers: session.headers }),
      await t.app.inject({ method: 'GET', url: '/api/card' }),
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
      await t.app.inject({ method: 'POST', url: '/api/auth', payload: { message: 1 } }),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 400])
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value)
      expect(res.headers['x-powered-by']).toBeUndefined()
    }
    // Personal answers (and errors) are never stored by a cache; the public config is revalidated.
    expect(answers.map((res) => res.headers['cache-control'])).toEqual([
      'no-cache',
      'no-store',
      'no-store',
      'no-store',
      'no-store',
    ])
    for (const url of ['/api/user/state', '/api/reward/record', '/api/user/sessions', '/api/mail/status']) {
      const res = await t.app.inject({ method: 'GET', url, headers: session.headers })
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  // Last: it closes the database under the app.
  it('an unexpected failure -> 500 internal with no stack or internals', async () => {
    await t.database.close()
    const res = await t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 'internal', message: 'internal error' })
    expect(res.body).not.toMatch(/at |\.ts|stack|PGlite|closed/i)

    // Liveness still answers (the process is up); readiness says the instance cannot serve.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ status: 'degraded', db: 'down' })
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ status: 'not_ready', db: 'down' })
  })
})
