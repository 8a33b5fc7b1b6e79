import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type SignInResult, signIn, type TestApp, testAccount } from '../helpers'

let t: TestApp
const adminToken = 'cross-site-test-admin-token'

beforeAll(async () => {
  t = await createTestApp({ config: { adminToken } })
})
afterAll(async () => {
  await t?.close()
})

/** A cookie-only `text/plain` sign-out, as another site's form could send it. */
function signOut(session: SignInResult, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sign-out',
    headers: { cookie: session.cookie, 'content-type': 'text/plain', ...headers },
    payload: 'x',
  })
}

async function stillSignedIn(session: SignInResult): Promise<boolean> {
  const state = await t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers })
  return state.statusCode === 200
}

describe('state-changing requests from another site', () => {
  it.each([
    ['a sibling site', { origin: 'https://evil.localhost:8080' }],
    ['another port', { origin: 'http://localhost:8081' }],
    ['an opaque origin', { origin: 'null' }],
    ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('sign-out from %s is refused (403 cross_site_request) and the session lives on', async (_, headers) => {
    const session = await signIn(t.app, testAccount(1))
    const answer = await signOut(session, headers)
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toEqual({
      code: 'cross_site_request',
      message: expect.stringContaining('cross-site request'),
    })
    expect(answer.headers['set-cookie']).toBeUndefined()
    expect(await stillSignedIn(session)).toBe(true)
  })

  it('the other state-changing routes refuse too, before looking at the body or the session', async () => {
    const session = await signIn(t.app, testAccount(2))
    for (const [method, url] of [
      ['POST', '/api/nonce'],
      ['POST', '/api/order'],
      ['POST', '/api/user/activate'],
      ['DELETE', `/api/user/sessions/${'0'.repeat(8)}`],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { ...session.headers, origin: 'https://evil.example' },
        payload: {},
      })
      expect([url, answer.statusCode, answer.json().code]).toEqual([url, 403, 'cross_site_request'])
    }
  })

  it('the site itself, a user-typed request and a client without browser headers are served', async () => {
    for (const headers of [
      { origin: t.config.publicOrigin } as Record<string, string>,
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const session = await signIn(t.app, testAccount(3))
      const answer = await signOut(session, headers)
      expect([headers, answer.statusCode]).toEqual([headers, 204])
      expect(await stillSignedIn(session)).toBe(false)
    }
  })

  it('reads are served whatever their origin', async () => {
    const session = await signIn(t.app, testAccount(4))
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/state',
      headers: { ...session.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.statusCode).toBe(200)
  })

  it('the operator API (a bearer token, no cookie) is exempt', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { authorization: `Bearer ${adminToken}`, origin: 'https://ops.example' },
      payload: { uses: 1 },
    })
    expect(answer.statusCode, answer.body).toBe(200)
  })
})
