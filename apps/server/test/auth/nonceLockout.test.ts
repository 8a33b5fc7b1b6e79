import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildSiweMessage,
  createTestApp,
  preAuthCookie,
  requestNonce,
  type TestApp,
  testAccount,
} from '../helpers'

// Sign-in that a stranger cannot lock out: a nonce belongs to the browser that asked for it (its pre-auth
// cookie), nonces are bounded per browser (not per address, which anyone may name), and the global budget makes
// new nonces expire sooner instead of refusing everyone.
let t: TestApp

beforeAll(async () => {
  // A global budget of 12 nonces a minute, so a test can pass it.
  t = await createTestApp({
    config: {
      rateLimit: {
        nonce: { max: 10_000, timeWindowMs: 60_000, maxGlobal: 12 },
        auth: { max: 10_000, timeWindowMs: 60_000 },
      },
    },
  })
})
afterAll(async () => {
  await t?.close()
})

const victim = testAccount(1)

/** POST /api/auth with `nonce` signed by `account`, sent with the pre-auth cookie `cookie`. */
async function signInWith(nonce: string, cookie: string | undefined, account = victim) {
  const message = buildSiweMessage(t.app, { address: account.address, nonce })
  return t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: {
      'x-payer': account.address,
      'x-signature': await account.signMessage({ message }),
      ...(cookie ? { cookie } : {}),
    },
    payload: { message },
  })
}

describe('POST /api/nonce and the pre-auth cookie', () => {
  it('sets a short-lived HttpOnly, SameSite=Strict pre-auth cookie, kept by a browser that sends it back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nonce',
      headers: { 'x-payer': victim.address },
    })
    expect(res.statusCode).toBe(200)
    const header = String(res.headers['set-cookie'])
    expect(header).toMatch(/^chaincard_preauth=[A-Za-z0-9_-]{43};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Strict')
    const expires = new Date(/Expires=([^;]+)/.exec(header)![1]!).getTime()
    expect(expires - t.clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000)
    const cookie = header.split(';')[0]!
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/nonce',
      headers: { 'x-payer': victim.address, cookie },
    })
    expect(String(again.headers['set-cookie']).split(';')[0]).toBe(cookie)
    // That browser signs in with the nonce it was given.
    expect((await signInWith(again.json<{ nonce: string }>().nonce, cookie)).statusCode).toBe(200)
  })

  it('ten nonces asked by another browser in the victim’s name leave the victim’s sign-in working', async () => {
    const own = preAuthCookie(t.app, victim.address, 'lockout-victim')
    const nonce = await requestNonce(t.app, victim.address, own)
    const stranger = preAuthCookie(t.app, victim.address, 'lockout-stranger')
    for (let i = 0; i < 10; i++) await requestNonce(t.app, victim.address, stranger)
    // And ten more from browsers without any cookie at all.
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/nonce',
        headers: { 'x-payer': victim.address },
      })
      expect(res.statusCode).toBe(200)
    }
    const res = await signInWith(nonce, own)
    expect(res.statusCode, res.body).toBe(200)
  })

  it('a nonce is refused from any other browser, and without the cookie', async () => {
    const own = preAuthCookie(t.app, victim.address, 'bound-own')
    const nonce = await requestNonce(t.app, victim.address, own)
    for (const cookie of [preAuthCookie(t.app, victim.address, 'bound-other'), undefined]) {
      const res = await signInWith(nonce, cookie)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'sign_in_expired' })
      expect(res.json<{ message: string }>().message).toMatch(/not issued to this browser/)
    }
    // Unused by those attempts: its own browser still signs in with it.
    expect((await signInWith(nonce, own)).statusCode).toBe(200)
  })

  it('one browser keeps its newest nonces only (NONCES_PER_CLIENT, 5)', async () => {
    const own = preAuthCookie(t.app, victim.address, 'bounded')
    const nonces: string[] = []
    for (let i = 0; i < 6; i++) nonces.push(await requestNonce(t.app, victim.address, own))
    const first = await signInWith(nonces[0]!, own)
    expect(first.statusCode).toBe(401)
    expect(first.json()).toMatchObject({ code: 'sign_in_expired' })
    expect((await signInWith(nonces[1]!, own)).statusCode).toBe(200)
  })

  it('past the global budget nonces are still given, valid 2 minutes instead of 10', async () => {
    t.clock.advance(61_000) // a new global window
    const own = preAuthCookie(t.app, victim.address, 'load')
    const early = await requestNonce(t.app, victim.address, own)
    const crowd = Array.from({ length: 12 }, (_, i) =>
      preAuthCookie(t.app, testAccount(3).address, `crowd-${i}`),
    )
    for (const cookie of crowd) await requestNonce(t.app, testAccount(3).address, cookie)
    const late = await requestNonce(t.app, victim.address, own)
    t.clock.advance(3 * 60_000)
    const lateRes = await signInWith(late, own)
    expect(lateRes.statusCode).toBe(401)
    expect(lateRes.json<{ message: string }>().message).toMatch(/nonce expired|not issued/)
    expect((await signInWith(early, own)).statusCode).toBe(200)
  })
})
