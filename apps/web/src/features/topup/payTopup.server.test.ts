// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { devAccounts, getFreePort } from '@chaincard/devchain'
import { type Address, erc20Abi, parseEther } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AnvilSandbox, startAnvilSandbox } from '../../lib/chain/test/anvilSandbox'
import { walletStore } from '../../lib/wallet/walletStore'
import type { Card, Order } from '../../types/api'
import { payTopup } from './api/payTopup'
import { topupApi } from './api/topupApi'

// The shared jsdom setup clears localStorage after each test; Node has none.
vi.stubGlobal('localStorage', { clear() {} })

const repoRoot = resolve(import.meta.dirname, '../../../../..')
const account = devAccounts()[8]!
const realFetch = globalThis.fetch
let sandbox: AnvilSandbox
let server: ChildProcess | undefined
let base = ''
let cookie = ''
let serverOutput = ''

/** Calls the real server as the signed-in user (the test's own helper for setup and checks). */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await realFetch(`${base}/api${path}`, {
    method,
    headers: {
      'x-payer': account.address,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (response.status === 204 ? undefined : await response.json()) as T
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < until) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(
    `timed out waiting for ${what}${last ? `: ${String(last)}` : ''}\n${serverOutput.slice(-3000)}`,
  )
}

beforeAll(async () => {
  sandbox = await startAnvilSandbox({ blockTime: 1 })
  const port = await getFreePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      MODE: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      DATA_DIR: sandbox.dataDir,
      LOG_LEVEL: 'warn',
      REQUIRED_CONFIRMATIONS: '2',
      SETTLEMENT_DELAY: '1s',
      APPLICATION_DELAY: '1s',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (serverOutput += String(chunk)))
  server.stderr?.on('data', (chunk) => (serverOutput += String(chunk)))
  // The server starts from its TypeScript sources (tsx) and migrates its database: on a loaded 2-core machine,
  // beside another test file in the second worker, that took over a minute.
  await waitFor(
    'the server',
    async () => {
      const res = await realFetch(`${base}/api/health`).catch(() => undefined)
      return res?.ok ? true : undefined
    },
    150_000,
  )

  // Sign in (EIP-4361) as dev account 8 and take the session cookie. The nonce is bound to the browser that
  // asked for it: its pre-auth cookie goes back with the signature.
  const nonceAnswer = await realFetch(`${base}/api/nonce`, {
    method: 'POST',
    headers: { 'x-payer': account.address },
  })
  expect(nonceAnswer.status).toBe(200)
  const preAuth = (nonceAnswer.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { nonce } = (await nonceAnswer.json()) as { nonce: string }
  const message = createSiweMessage({
    domain: new URL(base).host,
    address: account.address,
    statement: 'Sign in to Chaincard',
    uri: base,
    version: '1',
    chainId: sandbox.chain.id,
    nonce,
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  const auth = await realFetch(`${base}/api/auth`, {
    method: 'POST',
    headers: {
      'x-payer': account.address,
      'x-signature': signature,
      'content-type': 'application/json',
      cookie: preAuth,
    },
    body: JSON.stringify({ message }),
  })
  expect(auth.status).toBe(200)
  cookie = (auth.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  await call('POST', '/user/activate', { code: 'WELCOME' })

  // The app's API client runs unchanged: `/api/...` goes to this server with the session cookie.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    if (!url.startsWith('/api/')) return realFetch(input, init)
    return realFetch(`${base}${url}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    })
  })
  walletStore.setState({ status: 'connected', address: account.address, chainId: sandbox.chain.id })
}, 180_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r))
    server.kill('SIGTERM')
    await exited
  }
  await sandbox?.stop()
})

const usdtOf = (owner: Address) =>
  sandbox.reader.readContract({
    address: sandbox.token('USDT').address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('real server, real chain: the app pays and the card is credited', () => {
  let cardId = ''

  it('first top-up of a new card: direct USDT transfer, reported, confirmed, card paid', async () => {
    const list = await call<{ cardProducts: { id: string; program: string }[] }>('GET', '/card')
    const product = list.cardProducts.find((p) => p.program === 'classic') ?? list.cardProducts[0]
    expect(product).toBeDefined()
    const { id } = await call<{ id: string }>('POST', '/order', { currency: 'usdt', productId: product?.id })
    cardId = id
    const order = await call<Order>('GET', `/order/${id}`)
    const payee = order.address as Address
    const amount = 5_000_000n // 5 USDT

    const result = await payTopup({
      kind: 'order',
      cardId: id,
      chain: { id: sandbox.chain.id, orderCurrency: 'usdt', swapRouter: sandbox.manifest.router },
      orderToken: sandbox.token('USDT'),
      token: sandbox.token('USDT'),
      amount,
      slippage: '0.1',
      payee,
      wallet: sandbox.walletFor(8),
      reader: sandbox.reader,
      api: topupApi,
    })
    expect(await usdtOf(payee)).toBe(amount)

    const confirmed = await waitFor('the payment confirmed', async () => {
      const c = await call<{ status: string; confirmations: number; required: number }>(
        'GET',
        `/confirmations/${result.hash}`,
      )
      return c.status === 'confirmed' ? c : undefined
    })
    expect(confirmed.confirmations).toBeGreaterThanOrEqual(confirmed.required)
    const card = await waitFor('the order paid', async () => {
      const c = await call<Card>('GET', `/card/${id}`)
      return c.status === 'application_required' || c.status === 'application_processing' ? c : undefined
    })
    expect(card.hash).toBe(result.hash)
    // 5 USDT less the 0.18% fee (rounded up) is what the card is credited.
    expect(card.pendingTopup).toBe('4.99')
  }, 120_000)

  it('top-up of the activated card with UNI: a real quote from POST /swap, exact approve, swap, credited', async () => {
    await call('POST', `/order/${cardId}/info`, {
      email: 'jane.doe@example.com',
      phone: { callingCode: '1', phoneNumber: '2025550123' },
      displayName: 'Jane Doe',
    })
    await waitFor('the issuer approving the application', async () => {
      const c = await call<Card>('GET', `/card/${cardId}`)
      return c.status === 'waiting_to_get' ? c : undefined
    })
    await call('GET', `/card/${cardId}/img`)
    await call('POST', `/card/${cardId}/img/confirm`)
    const before = await call<Card>('GET', `/card/${cardId}`)
    expect(before.status).toBe('active')

    const info = await call<{ address: Address }>('GET', `/card/${cardId}/topup?currency=usdt`)
    const usdtBefore = await usdtOf(info.address)
    const result = await payTopup({
      kind: 'topup',
      cardId,
      chain: { id: sandbox.chain.id, orderCurrency: 'usdt', swapRouter: sandbox.manifest.router },
      orderToken: sandbox.token('USDT'),
      token: sandbox.token('UNI'),
      amount: parseEther('3'),
      slippage: '0.5',
      payee: info.address,
      wallet: sandbox.walletFor(8),
      reader: sandbox.reader,
      api: topupApi,
    })
    const received = (await usdtOf(info.address)) - usdtBefore
    expect(received).toBe(result.paid)
    expect(received).toBeGreaterThan(23_000_000n) // ~24 USDT for 3 UNI at 8

    await waitFor('the swap confirmed', async () => {
      const c = await call<{ status: string }>('GET', `/confirmations/${result.hash}`)
      return c.status === 'confirmed' ? c : undefined
    })
    const after = await waitFor('the card credited', async () => {
      const c = await call<Card>('GET', `/card/${cardId}`)
      const total = (s: string) => BigInt(s.replace('.', ''))
      return total(c.pendingTopup) + total(c.balance) > total(before.pendingTopup) + total(before.balance)
        ? c
        : undefined
    })
    const cents = (s: string) => BigInt(s.replace('.', ''))
    const credited =
      cents(after.pendingTopup) + cents(after.balance) - cents(before.pendingTopup) - cents(before.balance)
    // The swap output less the fee, in cents, within one cent of rounding.
    const expected = (received * (10_000n - 18n)) / 10_000n / 10_000n
    expect(credited >= expected - 1n && credited <= expected + 1n).toBe(true)
  }, 180_000)
})
