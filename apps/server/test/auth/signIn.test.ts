import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildSiweMessage,
  countSessions,
  createTestApp,
  deploySmartWallet,
  preAuthCookie,
  requestNonce,
  signIn,
  startTestChain,
  type TestApp,
  type TestChain,
  testAccount,
} from '../helpers'

let chain: TestChain
let t: TestApp

beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({ chain })
})
afterAll(async () => {
  await t?.close()
  await chain?.stop()
})

describe('sign-in', () => {
  it('signs in with a viem-signed message and the cookie then works on /api/state', async () => {
    const account = testAccount(1)
    const session = await signIn(t.app, account)
    expect(session.address).toBe(account.address)
    expect(new Date(session.expiresAt).getTime()).toBe(t.clock.now().getTime() + 7 * 86_400_000)

    const state = await t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers })
    expect(state.statusCode).toBe(200)
    expect(state.json()).toEqual({ active: false })
    const userState = await t.app.inject({ method: 'GET', url: '/api/user/state', headers: session.headers })
    expect(userState.statusCode).toBe(200)
    expect(userState.json()).toEqual({ state: 'normal' })
  })

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie without Secure on an http origin', async () => {
    const account = testAccount(2)
    const nonce = await requestNonce(t.app, account.address)
    const message = buildSiweMessage(t.app, { address: account.address, nonce })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: {
        'x-payer': account.address,
        'x-signature': await account.signMessage({ message }),
        cookie: preAuthCookie(t.app, account.address),
      },
      payload: { message },
    })
    expect(res.statusCode).toBe(200)
    const header = String(res.headers['set-cookie'])
    expect(header).toMatch(/^chaincard_session=[A-Za-z0-9_-]{43};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('Secure')
  })

  it('accepts X-PAYER in any case on authenticated routes', async () => {
    const account = testAccount(3)
    const session = await signIn(t.app, account)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/state',
      headers: { cookie: session.cookie, 'x-payer': account.address.toLowerCase() },
    })
    expect(res.statusCode).toBe(200)
  })

  it('stores only the sha256 of the session token', async () => {
    const account = testAccount(4)
    const session = await signIn(t.app, account)
    const token = session.cookie.split('=')[1]!
    const rows = await t.app.db.query.sessions.findMany()
    expect(rows.some((r) => r.id === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true)
  })

  it('signs a smart-contract (EIP-1271) wallet in with its owner signature', async () => {
    const owner = testAccount(5)
    const wallet = await deploySmartWallet({ rpcUrl: chain.rpcUrl, owner: owner.address })
    const session = await signIn(t.app, { address: wallet, signMessage: (args) => owner.signMessage(args) })
    expect(session.address).toBe(wallet)
    const res = await t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a smart wallet signed by someone other than its owner', async () => {
    const owner = testAccount(6)
    const stranger = testAccount(7)
    const wallet = await deploySmartWallet({ rpcUrl: chain.rpcUrl, owner: owner.address })
    const before = await countSessions(t.app)
    await expect(
      signIn(t.app, { address: wallet, signMessage: (args) => stranger.signMessage(args) }),
    ).rejects.toThrow(/401/)
    expect(await countSessions(t.app)).toBe(before)
  })

  it('sign-out deletes the session and clears the cookie; sign-out without a session is still 204', async () => {
    const account = testAccount(8)
    const session = await signIn(t.app, account)
    const before = await countSessions(t.app)
    const out = await t.app.inject({ method: 'POST', url: '/api/sign-out', headers: session.headers })
    expect(out.statusCode).toBe(204)
    expect(out.body).toBe('')
    expect(String(out.headers['set-cookie'])).toMatch(/^chaincard_session=;.*Expires=Thu, 01 Jan 1970/)
    expect(await countSessions(t.app)).toBe(before - 1)
    const again = await t.app.inject({ method: 'POST', url: '/api/sign-out' })
    expect(again.statusCode).toBe(204)
  })

  it('signing in again with a session cookie replaces the old session', async () => {
    const account = testAccount(9)
    const first = await signIn(t.app, account)
    const before = await countSessions(t.app)
    const nonce = await requestNonce(t.app, account.address)
    const message = buildSiweMessage(t.app, { address: account.address, nonce })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { ...first.headers, 'x-signature': await account.signMessage({ message }) },
      payload: { message },
    })
    expect(res.statusCode).toBe(200)
    expect(await countSessions(t.app)).toBe(before)
    const old = await t.app.inject({ method: 'GET', url: '/api/state', headers: first.headers })
    expect(old.statusCode).toBe(401)
  })

  it('of two concurrent sign-ins with one nonce exactly one succeeds', async () => {
    const account = testAccount(0)
    const nonce = await requestNonce(t.app, account.address)
    const message = buildSiweMessage(t.app, { address: account.address, nonce })
    const signature = await account.signMessage({ message })
    const before = await countSessions(t.app)
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        headers: {
          'x-payer': account.address,
          'x-signature': signature,
          cookie: preAuthCookie(t.app, account.address),
        },
        payload: { message },
      })
    const results = await Promise.all([send(), send(), send(), send()])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401])
    expect(await countSessions(t.app)).toBe(before + 1)
  })

  it('creates the users row on first sign-in with state normal and active false', async () => {
    const account = testAccount(1)
    const row = await t.app.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.address, account.address.toLowerCase()),
    })
    expect(row).toMatchObject({ state: 'normal', active: false })
  })
})
