import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedIssuerProbe, probeIssuer } from './modules/issuer/probeIssuer'
import { startBanner } from './startBanner'

const apiKey = 'lithic-secret-api-key-123'
let statusCalls = 0
let server: ReturnType<typeof createServer>
let origin: string

beforeAll(async () => {
  // Lithic's GET /v1/status, answered only with the right key (the SDK sends it as Authorization).
  server = createServer((request, response) => {
    statusCalls++
    const ok = request.url === '/v1/status' && request.headers.authorization === apiKey
    response
      .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: 'ok' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const lithic = (baseUrl: string, key = apiKey) =>
  ({
    kind: 'lithic',
    lithic: { apiKey: key, environment: 'production', baseUrl, webhookSecrets: ['whsec_x'] },
  }) as const

describe('the issuer probe and the start banner', () => {
  it('the sandbox issuer is in-process: always reachable', async () => {
    expect(await probeIssuer({ kind: 'sandbox' })).toEqual({ name: 'sandbox', state: 'ok' })
    expect(await probeIssuer(undefined)).toEqual({ name: 'sandbox', state: 'ok' })
  })

  it('Lithic: reachable when its status answers, down when it refuses the key or does not answer', async () => {
    expect(await probeIssuer(lithic(origin))).toEqual({ name: 'lithic', state: 'ok' })
    expect(await probeIssuer(lithic(origin, 'wrong-key'))).toEqual({ name: 'lithic', state: 'down' })
    expect(await probeIssuer(lithic('http://127.0.0.1:1/v1'))).toEqual({ name: 'lithic', state: 'down' })
  })

  it('asks the issuer at most once per interval', async () => {
    let now = 0
    const probeNow = cachedIssuerProbe(lithic(origin), 30_000, () => now)
    const before = statusCalls
    await Promise.all([probeNow(), probeNow(), probeNow()])
    now = 29_999
    await probeNow()
    expect(statusCalls - before).toBe(1)
    now = 30_000
    await probeNow()
    expect(statusCalls - before).toBe(2)
  })

  it('the banner names the mode, the origin and the issuer with its state, and no secret', () => {
    const config = { mode: 'production', role: 'api', publicOrigin: 'https://cards.example.com' } as const
    const up = startBanner(config, 'http://0.0.0.0:8080', { name: 'lithic', state: 'ok' })
    expect(up.message).toBe(
      'Chaincard production (role api) listening on http://0.0.0.0:8080 for https://cards.example.com; card issuer lithic (reachable)',
    )
    expect(up.fields).toMatchObject({ issuer: 'lithic', issuerState: 'ok' })
    const down = startBanner(config, 'http://0.0.0.0:8080', { name: 'lithic', state: 'down' })
    expect(down.message).toContain('card issuer lithic (NOT reachable)')
    expect(JSON.stringify(down)).not.toContain(apiKey)
  })
})
