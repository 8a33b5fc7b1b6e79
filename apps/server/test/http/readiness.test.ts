import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getFreePort } from '@chaincard/devchain'
import { HealthResponse } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { readMigrations } from '../../src/db'
import { ReadyResponse } from '../../src/routes/healthRoutes'
import {
  createTestApp,
  createTestDatabase,
  startTestChain,
  type TestApp,
  type TestChain,
  testConfig,
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

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url })

describe('GET /api/ready', () => {
  it('is 200 ready when the database answers, every migration is applied and the chain answers', async () => {
    const res = await get(t.app, '/api/ready')
    expect(res.statusCode).toBe(200)
    expect(ReadyResponse.parse(res.json())).toEqual({
      status: 'ready',
      db: 'ok',
      migrations: 'ok',
      chains: { '31337': 'ok' },
    })
  })

  it('is 503 while an enabled chain does not answer; /api/health stays 200 (degraded)', async () => {
    const deadPort = await getFreePort()
    const down = await createTestApp({
      chain,
      config: { chains: [{ ...t.config.chains[0]!, rpcUrl: `http://127.0.0.1:${deadPort}` }] },
    })
    try {
      const ready = await get(down.app, '/api/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({
        status: 'not_ready',
        db: 'ok',
        migrations: 'ok',
        chains: { '31337': 'down' },
      })
      const health = await get(down.app, '/api/health')
      expect(health.statusCode).toBe(200)
      expect(health.json()).toMatchObject({ status: 'degraded', chains: { '31337': 'down' } })
    } finally {
      await down.close()
    }
  })

  it('an issuer process is ready on its database alone: a chain RPC that never answers does not fail it', async () => {
    // A node that takes the connection and never answers: slow, not refused.
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
    const rpcUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const slowChain = { chains: [{ ...t.config.chains[0]!, rpcUrl }] }
    const issuer = await createTestApp({ chain, config: { ...slowChain, role: 'issuer' } })
    const api = await createTestApp({ chain, config: { ...slowChain, role: 'api' } })
    try {
      const ready = await get(issuer.app, '/api/ready')
      expect(ready.statusCode, ready.body).toBe(200)
      expect(ready.json()).toEqual({ status: 'ready', db: 'ok', migrations: 'ok', chains: {} })
      // An API process needs its chains: the same slow node keeps it out.
      const apiReady = await get(api.app, '/api/ready')
      expect(apiReady.statusCode).toBe(503)
      expect(apiReady.json()).toMatchObject({ status: 'not_ready', chains: { '31337': 'down' } })
    } finally {
      await issuer.close()
      await api.close()
      silent.closeAllConnections()
      silent.close()
    }
  })

  it('is 503 when a migration of this build is missing or differs from the applied one', async () => {
    const testDb = await createTestDatabase()
    const app = await buildApp(testConfig({ rpcUrl: chain.rpcUrl }), {
      database: testDb.database,
      keepDatabaseOpen: true,
    })
    const last = readMigrations().at(-1)!
    const run = (sqlText: string, params: unknown[]) =>
      testDb.database.rawTransaction((tx) => tx.query(sqlText, params))
    try {
      expect((await get(app, '/api/ready')).statusCode).toBe(200)
      await run('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', ['edited', last.version])
      const edited = await get(app, '/api/ready')
      expect(edited.statusCode).toBe(503)
      expect(edited.json()).toMatchObject({ status: 'not_ready', migrations: 'pending', db: 'ok' })
      await run('DELETE FROM schema_migrations WHERE version = $1', [last.version])
      expect((await get(app, '/api/ready')).json()).toMatchObject({ migrations: 'pending' })
      // A migration this build does not know (a newer version ran it) does not make it unready.
      await run('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        last.version,
        last.name,
        last.checksum,
      ])
      await run('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        '9999',
        'next',
        'x',
      ])
      expect((await get(app, '/api/ready')).statusCode).toBe(200)
    } finally {
      await app.close()
      await testDb.drop()
    }
  })

  it('is 503 with the database gone; /api/health still answers 200 (the process is alive)', async () => {
    const testDb = await createTestDatabase()
    const app = await buildApp(testConfig({ rpcUrl: chain.rpcUrl }), {
      database: testDb.database,
      keepDatabaseOpen: true,
    })
    try {
      await testDb.database.close()
      const ready = await get(app, '/api/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({
        status: 'not_ready',
        db: 'down',
        migrations: 'unknown',
        chains: { '31337': 'ok' },
      })
      const health = await get(app, '/api/health')
      expect(health.statusCode).toBe(200)
      expect(HealthResponse.parse(health.json())).toMatchObject({
        status: 'degraded',
        db: 'down',
        chains: { '31337': 'ok' },
      })
    } finally {
      await app.close()
      await testDb.drop()
    }
  })
})
