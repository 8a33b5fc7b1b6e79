import { type Hex, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi, unauthorized } from '../../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { connectFakeWallet, resetWallet, testAccount } from '../../../test/wallet'
import { configQueryKey } from '../config/configQueryOptions'
import { cardsQuery } from '../queries/cardsQuery'
import { createQueryClient, queryClient, setQueryClient } from '../queryClient'
import { setNavigateHome } from '../session/signOut'
import { walletStore } from '../wallet/walletStore'
import { ApiError } from './ApiError'
import { apiGet, apiPost } from './client'
import { SignInRejectedError } from './SignInRejectedError'
import { REQUEST_TIMEOUT_MS } from './send'

/** A server that wants a session: 401 until POST /auth succeeded, then 200. */
function sessionServer() {
  let session = false
  const api = installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
    'POST /auth': () => {
      session = true
      return { body: { address: testAccount.address, expiresAt: '2026-11-28T00:00:00.000Z' } }
    },
    'GET /state': () => (session ? { body: { active: true } } : unauthorized),
    'GET /user/state': () => (session ? { body: { state: 'normal' } } : unauthorized),
  })
  return api
}

beforeEach(() => {
  setQueryClient(createQueryClient())
  resetWallet()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setNavigateHome(undefined)
})

describe('apiRequest', () => {
  it('sends X-PAYER, cookies and a 300 s timeout on every request', async () => {
    connectFakeWallet()
    const api = installFakeApi({ 'GET /user/state': { body: { state: 'normal' } } })
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    await expect(apiGet('/user/state')).resolves.toEqual({ state: 'normal' })
    const init = api.fetchMock.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('include')
    expect(api.calls[0]?.headers['x-payer']).toBe(testAccount.address)
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS)
    expect(REQUEST_TIMEOUT_MS).toBe(300_000)
  })

  it('on 401 signs in once with an EIP-4361 message and retries the request once', async () => {
    const bridge = connectFakeWallet()
    const api = sessionServer()
    await expect(apiGet('/state')).resolves.toEqual({ active: true })

    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /state',
      'GET /config',
      'POST /nonce',
      'POST /auth',
      'GET /state',
    ])
    expect(bridge.signMessage).toHaveBeenCalledTimes(1)
    const auth = api.calls.find((c) => c.path === '/auth')
    if (!auth) throw new Error('POST /auth was not called')
    const message = (auth.body as { message: string }).message
    const signature = auth.headers['x-signature'] as Hex
    expect(auth.headers['x-payer']).toBe(testAccount.address)
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({
      domain: window.location.host,
      address: testAccount.address,
      statement: 'Sign in to Chaincard',
      uri: window.location.origin,
      version: '1',
      chainId: 31337,
      nonce: 'abcdefgh12345678',
    })
    expect(Math.abs((fields.issuedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(10_000)
    await expect(verifyMessage({ address: testAccount.address, message, signature })).resolves.toBe(true)
  })

  it('shares one sign-in between concurrent 401s', async () => {
    const bridge = connectFakeWallet()
    const api = sessionServer()
    const [state, userState] = await Promise.all([apiGet('/state'), apiGet('/user/state')])
    expect(state).toEqual({ active: true })
    expect(userState).toEqual({ state: 'normal' })
    expect(api.count('POST /nonce')).toBe(1)
    expect(api.count('POST /auth')).toBe(1)
    expect(bridge.signMessage).toHaveBeenCalledTimes(1)
    expect(api.count('GET /state')).toBe(2)
    expect(api.count('GET /user/state')).toBe(2)
  })

  it('retries only once: a second 401 rejects without another sign-in', async () => {
    const bridge = connectFakeWallet()
    const api = installFakeApi({
      'GET /config': { body: SANDBOX_CONFIG },
      'POST /nonce': { body: { nonce: 'abcdefgh12345678' } },
      'POST /auth': { body: { address: testAccount.address, expiresAt: '2026-11-28T00:00:00.000Z' } },
      'GET /state': unauthorized,
    })
    const error = await apiGet('/state').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(api.count('GET /state')).toBe(2)
    expect(bridge.signMessage).toHaveBeenCalledTimes(1)
  })

  it('a refused signature signs out: disconnect, clear state, go home', async () => {
    const bridge = connectFakeWallet({ refuseSignature: true })
    const api = sessionServer()
    const goHome = vi.fn()
    setNavigateHome(goHome)
    queryClient.setQueryData(cardsQuery('0xab').queryKey, cardList([]))
    queryClient.setQueryData(configQueryKey, SANDBOX_CONFIG)

    const [first, second] = await Promise.all([
      apiGet('/state').catch((e: unknown) => e),
      apiGet('/user/state').catch((e: unknown) => e),
    ])
    expect(first).toBeInstanceOf(SignInRejectedError)
    expect(second).toBeInstanceOf(SignInRejectedError)
    expect((first as SignInRejectedError).name).toBe('SignInRejectedError')
    expect(bridge.signMessage).toHaveBeenCalledTimes(1)
    expect(bridge.disconnect).toHaveBeenCalledTimes(1)
    expect(goHome).toHaveBeenCalledTimes(1)
    expect(api.count('POST /auth')).toBe(0)
    expect(walletStore.getState().status).toBe('disconnected')
    expect(queryClient.getQueryData(cardsQuery('0xab').queryKey)).toBeUndefined()
    expect(queryClient.getQueryData(configQueryKey)).toEqual(SANDBOX_CONFIG)
  })

  it('resolves 204 with nothing', async () => {
    connectFakeWallet()
    installFakeApi({ 'POST /user/activate': { status: 204 } })
    await expect(apiPost('/user/activate', { code: 'WELCOME' })).resolves.toBeUndefined()
  })

  it("rejects non-2xx with the server's {code, message} as ApiError", async () => {
    connectFakeWallet()
    installFakeApi({
      'GET /invitation/check': { status: 400, body: { code: 'invalid_code', message: 'invalid code' } },
      'GET /card': { status: 500, raw: 'boom', headers: { 'Content-Type': 'text/plain' } },
    })
    const error = (await apiGet('/invitation/check', { code: 'X' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.name).toBe('ApiError')
    expect(error.code).toBe('invalid_code')
    expect(error.status).toBe(400)
    expect(error.shortMessage).toBe('invalid code')

    const bare = (await apiGet('/card').catch((e: unknown) => e)) as ApiError
    expect(bare).toMatchObject({ name: 'ApiError', code: 'unknown', status: 500 })
  })

  it('returns PDFs whole, with the filename from Content-Disposition (default statement.pdf)', async () => {
    connectFakeWallet()
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])
    installFakeApi({
      'GET /card/c1/statement': {
        raw: pdf,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="statement-1234-2026-11.pdf"',
        },
      },
      'GET /card/c2/statement': { raw: pdf, headers: { 'Content-Type': 'application/pdf' } },
    })
    const named = await apiGet<{ blob: Blob; filename: string }>('/card/c1/statement')
    expect(named.filename).toBe('statement-1234-2026-11.pdf')
    expect(new Uint8Array(await named.blob.arrayBuffer())).toEqual(pdf)
    const unnamed = await apiGet<{ blob: Blob; filename: string }>('/card/c2/statement')
    expect(unnamed.filename).toBe('statement.pdf')
  })

  it('a network failure is an ApiError with status 0', async () => {
    connectFakeWallet()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed')
      }),
    )
    await expect(apiGet('/state')).rejects.toMatchObject({ name: 'ApiError', code: 'network', status: 0 })
  })
})
