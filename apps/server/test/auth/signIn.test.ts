import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signIn, startTestChain, type TestApp, type TestChain, testAccount } from '../helpers'

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

describe('sign-in with an EOA', () => {
  it('signs in with a viem-signed message and the cookie then works on /api/state', async () => {
    const account = testAccount(1)
    const session = await signIn(t.app, account)
    expect(session.address).toBe(account.address)
    expect(new Date(session.expiresAt).getTime()).toBe(t.clock.now().getTime() + 7 * 86_400_000)

    const state = await t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers })
    expect(state.statusCode).toBe(200)
    expect(state.json()).toEqual({ active: false })

    const userState = await t.app.inject({ method: 'GET', url: '/api/user/state', headers: session.headers })
    expect(userState.json()).toEqual({ state: 'normal' })
  })
})
