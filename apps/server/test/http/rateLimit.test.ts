import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { Config } from '../../src/config'
import type { Database } from '../../src/db'
import { rateLimitCleanupEveryMs } from '../../src/modules/rate-limit/createRateLimitStore'
import {
  createTestClock,
  createTestDatabase,
  startTestChain,
  type TestChain,
  type TestDatabase,
  testAccount,
  testConfig,
} from '../helpers'

const max = 3
const payer = testAccount(1).address
let chain: TestChain

beforeAll(async () => {
  chain = await startTestChain()
})
afterAll(async () => {
  await chain?.stop()
})

type Instances = {
  apps: FastifyInstance[]
  clock: ReturnType<typeof createTestClock>
  testDb: TestDatabase
  close(): Promise<void>
}

/** `count` app instances on one fresh database (PostgreSQL: one pool each), sharing a clock. */
async function startInstances(count: number, overrides: Partial<Config> = {}): Promise<Instances> {
  const testDb = await createTestDatabase()
  const clock = createTestClock()
  const config = testConfig({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    overrides: {
      rateLimit: { nonce: { max, timeWindowMs: 60_000 }, auth: { max: 1000, timeWindowMs: 60_000 } },
      ...overrides,
    },
  })
  const extra: { database: Database; close(): Promise<void> }[] = []
  const apps: FastifyInstance[] = []
  for (let i = 0; i < count; i++) {
    const connection =
      i === 0 ? { database: testDb.database, close: async () => {} } : await testDb.connectAgain()
    extra.push(connection)
    apps.push(await buildApp(config, { clock, database: connection.database, keepDatabaseOpen: true }))
  }
  return {
    apps,
    clock,
    testDb,
    close: async () => {
      for (const app of apps) await app.close()
      for (const connection of extra) await connection.close()
      await testDb.drop()
    },
  }
}

type From = { remoteAddress?: string; forwardedFor?: string }

const nonce = (app: FastifyInstance, { remoteAddress, forwardedFor }: From = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/nonce',
    headers: { 'x-payer': payer, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  })

const statuses = async (app: FastifyInstance, froms: From[]) => {
  const codes: number[] = []
  for (const from of froms) codes.push((await nonce(app, from)).statusCode)
  return codes
}

const counterKeys = async (database: Database) =>
  (
    await database.rawTransaction((tx) =>
      tx.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limit_hits ORDER BY key'),
    )
  ).map((r) => `${r.key}=${r.hits}`)

describe('rate limits on the database', () => {
  it('count across two instances on one database: the nonce limit is 3 in all, not 3 each', async () => {
    const s = await startInstances(2)
    try {
      const [a, b] = s.apps as [FastifyInstance, FastifyInstance]
      expect([(await nonce(a)).statusCode, (await nonce(b)).statusCode, (await nonce(a)).statusCode]).toEqual(
        [200, 200, 200],
      )
      const refused = await nonce(b)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ code: 'rate_limited', message: 'too many requests' })
      expect((await nonce(a)).statusCode).toBe(429)
      expect(await counterKeys(s.testDb.database)).toEqual(['POST /api/nonce|127.0.0.1=5'])
    } finally {
      await s.close()
    }
  })

  it('count every one of concurrent hits on both instances exactly once', async () => {
    const s = await startInstances(2)
    try {
      const res = await Promise.all(Array.from({ length: 20 }, (_, i) => nonce(s.apps[i % 2]!)))
      const codes = res.map((r) => r.statusCode)
      expect(codes.filter((c) => c === 200)).toHaveLength(max)
      expect(codes.filter((c) => c === 429)).toHaveLength(20 - max)
      expect(await counterKeys(s.testDb.database)).toEqual(['POST /api/nonce|127.0.0.1=20'])
    } finally {
      await s.close()
    }
  })

  it('start a new window after the old one ends, and delete ended windows', async () => {
    const s = await startInstances(1)
    try {
      const app = s.apps[0]!
      expect(await statuses(app, [{}, {}, {}, {}])).toEqual([200, 200, 200, 429])
      expect(Number((await nonce(app)).headers['retry-after'])).toBe(60)
      s.clock.advance(30_000)
      const late = await nonce(app)
      expect(late.statusCode).toBe(429)
      expect(Number(late.headers['retry-after'])).toBe(30)
      s.clock.advance(30_000)
      const fresh = await nonce(app)
      expect(fresh.statusCode).toBe(200)
      expect(fresh.headers['x-ratelimit-remaining']).toBe(String(max - 1))
      expect(await counterKeys(s.testDb.database)).toEqual(['POST /api/nonce|127.0.0.1=1'])

      // Another client's window ends unused; a hit once the cleanup interval has passed deletes it.
      expect((await nonce(app, { remoteAddress: '192.0.2.50' })).statusCode).toBe(200)
      s.clock.advance(Math.max(60_000, rateLimitCleanupEveryMs) + 1_000)
      expect((await nonce(app, { remoteAddress: '192.0.2.51' })).statusCode).toBe(200)
      await s.apps[0]!.close() // onClose waits for the cleanup that hit started
      expect(await counterKeys(s.testDb.database)).toEqual(['POST /api/nonce|192.0.2.51=1'])
    } finally {
      await s.close()
    }
  })
})

describe('TRUST_PROXY decides whose X-Forwarded-For counts', () => {
  it('default (trust nothing): X-Forwarded-For does not change the key', async () => {
    const s = await startInstances(1)
    try {
      const froms = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].map((ip) => ({
        forwardedFor: ip,
      }))
      expect(await statuses(s.apps[0]!, froms)).toEqual([200, 200, 200, 429])
      expect(await counterKeys(s.testDb.database)).toEqual(['POST /api/nonce|127.0.0.1=4'])
    } finally {
      await s.close()
    }
  })

  it('a trusted proxy address: each forwarded client has its own counter', async () => {
    const s = await startInstances(1, { trustProxy: ['127.0.0.1'] })
    try {
      const app = s.apps[0]!
      const one = { forwardedFor: '203.0.113.1' }
      expect(await statuses(app, [one, one, one, { forwardedFor: '203.0.113.2' }, one])).toEqual([
        200, 200, 200, 200, 429,
      ])
      expect(await counterKeys(s.testDb.database)).toEqual([
        'POST /api/nonce|203.0.113.1=4',
        'POST /api/nonce|203.0.113.2=1',
      ])
    } finally {
      await s.close()
    }
  })

  it('a peer outside the trusted range: its X-Forwarded-For is ignored', async () => {
    const s = await startInstances(1, { trustProxy: ['10.0.0.0/8'] })
    try {
      const app = s.apps[0]!
      const outsider = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((ip) => ({
        remoteAddress: '192.0.2.9',
        forwardedFor: ip,
      }))
      expect(await statuses(app, outsider)).toEqual([200, 200, 200, 429])
      expect(await statuses(app, [{ remoteAddress: '10.1.2.3', forwardedFor: '198.51.100.1' }])).toEqual([
        200,
      ])
      expect(await counterKeys(s.testDb.database)).toEqual([
        'POST /api/nonce|192.0.2.9=4',
        'POST /api/nonce|198.51.100.1=1',
      ])
    } finally {
      await s.close()
    }
  })

  it('a hop count of 1: only the address the nearest proxy saw counts, not what the client wrote before it', async () => {
    const s = await startInstances(1, { trustProxy: 1 })
    try {
      const froms = ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'].map((spoofed) => ({
        forwardedFor: `${spoofed}, 203.0.113.7`,
      }))
      expect(await statuses(s.apps[0]!, froms)).toEqual([200, 200, 200, 429])
      expect(await counterKeys(s.testDb.database)).toEqual(['POST /api/nonce|203.0.113.7=4'])
    } finally {
      await s.close()
    }
  })
})
