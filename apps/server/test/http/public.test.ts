import { getFreePort } from '@chaincard/devchain'
import { ConfigResponse, HealthResponse } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentsRuntimeOf } from '../../src/jobs/depositPipeline'
import { createTestApp, startTestChain, type TestApp, type TestChain } from '../helpers'

let chain: TestChain
let t: TestApp

beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({ chain, config: { walletConnectProjectId: 'abc123', createOrderDisabled: true } })
})
afterAll(async () => {
  await t?.close()
  await chain?.stop()
})

describe('GET /api/config', () => {
  it('answers the deployment settings in the API.md shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.statusCode).toBe(200)
    const body = ConfigResponse.parse(res.json())
    expect(body).toMatchObject({
      productName: 'Chaincard',
      supportEmail: 'support@chaincard.example',
      sandbox: true,
      createOrderDisabled: true,
      walletConnectProjectId: 'abc123',
    })
    expect(body.chains).toHaveLength(1)
    const c = body.chains[0]!
    expect(c).toMatchObject({
      id: 31337,
      name: 'Sandbox',
      orderCurrency: 'usdt',
      requiredConfirmations: 2,
      testnet: true,
    })
    expect(c.rpcUrl).toBe(chain.rpcUrl)
    expect(c.tokens.map((tk) => tk.symbol)).toEqual(['ETH', 'USDT'])
    expect(c.tokens[0]).toMatchObject({ isNative: true, decimals: 18, chainId: 31337 })
    expect(body.otpOnlyProductIds.length).toBeGreaterThan(0)
  })

  it('publishes the public RPC URL, never the server-side one', async () => {
    // The answer is built once at start from config: rebuild with a distinct public URL.
    const app2 = await createTestApp({
      chain,
      config: {
        chains: [
          {
            ...t.config.chains[0]!,
            rpcUrl: `${chain.rpcUrl}/?key=secret`,
            publicRpcUrl: 'https://public.example/rpc',
          },
        ],
      },
    })
    try {
      const res = await app2.app.inject({ method: 'GET', url: '/api/config' })
      expect(res.body).not.toContain('secret')
      expect(res.json<{ chains: { rpcUrl: string }[] }>().chains[0]!.rpcUrl).toBe(
        'https://public.example/rpc',
      )
    } finally {
      await app2.close()
    }
  })
})

describe('GET /api/health', () => {
  it('is ok when the database and the chain answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const health = HealthResponse.parse(res.json())
    expect(health).toMatchObject({ status: 'ok', db: 'ok', chains: { '31337': 'ok' } })
    expect(health.watchers['31337']).toMatchObject({ failures: 0, lastError: null })
    // With the program policy its decisions apply (the defaults: no RISK_* set).
    expect(health.issuer).toEqual({
      name: 'sandbox',
      state: 'ok',
      policy: {
        blockedMccs: ['4829', '6051', '6211', '7800', '7801', '7802', '7995', '9406'],
        cash: 'off',
        dailyAmount: '2500.00',
        dailyCount: 50,
        monthlyAmount: '10000.00',
        avs: 'decline_mismatch',
      },
    })
  })

  it('names a Lithic issuer that does not answer, without its URL or key', async () => {
    const deadPort = await getFreePort()
    const apiKey = 'health-test-lithic-key'
    const lithic = await createTestApp({
      chain,
      config: {
        issuer: {
          kind: 'lithic',
          lithic: {
            apiKey,
            environment: 'sandbox',
            baseUrl: `http://127.0.0.1:${deadPort}/v1`,
            webhookSecrets: [`whsec_${Buffer.from('health-test-webhook-secret').toString('base64')}`],
          },
        },
      },
    })
    try {
      const res = await lithic.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(200)
      const health = HealthResponse.parse(res.json())
      expect(health).toMatchObject({
        status: 'degraded',
        db: 'ok',
        issuer: { name: 'lithic', state: 'down' },
      })
      expect(res.body).not.toContain(apiKey)
      expect(res.body).not.toContain(String(deadPort))
      // Readiness does not depend on the issuer: instances stay in the load balancer (and its webhook with them).
      const ready = await lithic.app.inject({ method: 'GET', url: '/api/ready' })
      expect(ready.json()).toMatchObject({ status: 'ready', db: 'ok', chains: { '31337': 'ok' } })
      expect(ready.json()).not.toHaveProperty('issuer')
    } finally {
      await lithic.close()
    }
  })

  it('reports a chain whose node is down, quickly', async () => {
    const deadPort = await getFreePort()
    const down = await createTestApp({
      chain,
      config: { chains: [{ ...t.config.chains[0]!, rpcUrl: `http://127.0.0.1:${deadPort}` }] },
    })
    try {
      const started = Date.now()
      const res = await down.app.inject({ method: 'GET', url: '/api/health' })
      expect(Date.now() - started).toBeLessThan(3_000)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ status: 'degraded', db: 'ok', chains: { '31337': 'down' } })
      // The watcher's failing provider shows in health (any instance reads it from the database), without
      // the RPC URL (it may carry a provider key).
      await paymentsRuntimeOf(down.app).tick()
      await paymentsRuntimeOf(down.app).tick()
      const after = HealthResponse.parse(
        (await down.app.inject({ method: 'GET', url: '/api/health' })).json(),
      )
      const watcher = after.watchers['31337']!
      expect(watcher.failures).toBeGreaterThanOrEqual(2)
      expect(watcher.lastError).toMatch(/HTTP request failed|fetch failed|ECONNREFUSED/i)
      expect(watcher.lastError).not.toContain(String(deadPort))
    } finally {
      await down.close()
    }
  })
})

describe('GET /api/openapi.json', () => {
  it('publishes the routes with their zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>()
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [
      '/api/nonce',
      '/api/auth',
      '/api/sign-out',
      '/api/state',
      '/api/user/state',
      '/api/config',
      '/api/health',
      '/api/user/sessions',
      '/api/user/sessions/{id}',
      '/api/user/sessions/revoke-all',
      // The pending top-up and the way out for money over the card maximum.
      '/api/card/{id}/pending-topup',
      '/api/card/{id}/pending-topup/transfer',
      '/api/card/{id}/pending-topup/refund',
      // The deposits the deposit page follows live.
      '/api/card/{id}/deposits',
      // Card details on demand, behind a fresh signature.
      '/api/card/{id}/reveal',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path)
    }
    expect(JSON.stringify(doc.paths['/api/auth'])).toContain('"message"')
    expect(Object.keys(doc.paths['/api/user/sessions/{id}'] ?? {})).toEqual(['delete'])
    expect(JSON.stringify(doc.paths['/api/user/sessions'])).toContain('"current"')
    expect(JSON.stringify(doc.paths['/api/card/{id}/pending-topup/transfer'])).toContain('"toCardId"')
    expect(JSON.stringify(doc.paths['/api/card/{id}/pending-topup'])).toContain('"movable"')
    expect(JSON.stringify(doc.paths['/api/card/{id}/deposits'])).toContain('"confirmations"')
    const reveal = JSON.stringify(doc.paths['/api/card/{id}/reveal'])
    expect(Object.keys(doc.paths['/api/card/{id}/reveal'] ?? {})).toEqual(['post'])
    for (const field of ['"message"', '"signature"', '"frames"', '"cvv"', '"expiresAt"']) {
      expect(reveal).toContain(field)
    }
    expect(doc.paths['/api/openapi.json']).toBeUndefined()
  })
})
