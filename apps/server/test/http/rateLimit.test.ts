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

describe('coarse budgets above the per-client one', () => {
  const coarse = (maxPer48: number, maxGlobal: number) => ({
    rateLimit: {
      nonce: { max, timeWindowMs: 60_000, maxPer48, maxGlobal },
      auth: { max: 1000, timeWindowMs: 60_000 },
    },
  })

  it('one IPv6 /48 has a budget of its own, however many /64s it spreads over', async () => {
    const s = await startInstances(1, coarse(5, 1000))
    try {
      const app = s.apps[0]!
      // Seven /64s of one /48, one request each: every per-client counter is at 1, the /48's reaches 7.
      const site = Array.from({ length: 7 }, (_, i) => ({ remoteAddress: `2001:db8:1:${i + 1}::abcd` }))
      expect(await statuses(app, site)).toEqual([200, 200, 200, 200, 200, 429, 429])
      const refused = await nonce(app, { remoteAddress: '2001:db8:1:99::1' })
      expect(refused.json()).toEqual({ code: 'rate_limited', message: 'too many requests' })
      expect(Number(refused.headers['retry-after'])).toBe(60)
      // Another /48 and an IPv4 client are not affected.
      expect(
        await statuses(app, [{ remoteAddress: '2001:db8:2:1::1' }, { remoteAddress: '192.0.2.7' }]),
      ).toEqual([200, 200])
      const keys = await counterKeys(s.testDb.database)
      expect(keys).toContain('POST /api/nonce|2001:db8:1::/48=8')
      expect(keys).toContain('POST /api/nonce|2001:db8:2::/48=1')
      expect(keys).toContain('POST /api/nonce|2001:db8:1:1::=1')
      // After the window, the site may ask again.
      s.clock.advance(60_000)
      expect(await statuses(app, [{ remoteAddress: '2001:db8:1:1::abcd' }])).toEqual([200])
    } finally {
      await s.close()
    }
  })

  it('all clients together have a budget that shortens new nonces instead of refusing anyone, and a request the per-client budget refused does not spend it', async () => {
    const s = await startInstances(1, coarse(1000, 6))
    try {
      const app = s.apps[0]!
      // One client spends its 3, and is refused twice more: those two count nowhere else.
      expect(await statuses(app, [{}, {}, {}, {}, {}])).toEqual([200, 200, 200, 429, 429])
      expect(await counterKeys(s.testDb.database)).toContain('budget|nonce|*=3')
      const others = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '2001:db8:3::1'].map((ip) => ({
        remoteAddress: ip,
      }))
      // Past the global budget (6) sign-in still works for everyone: the 7th and 8th nonces live 2 minutes.
      expect(await statuses(app, others)).toEqual([200, 200, 200, 200, 200])
      const rows = await s.testDb.database.rawTransaction((tx) =>
        tx.query<{ ms: number }>(
          'SELECT (extract(epoch FROM expires_at - created_at) * 1000)::int AS ms FROM nonces ORDER BY seq',
        ),
      )
      expect(rows.map((r) => r.ms)).toEqual([...Array(6).fill(600_000), 120_000, 120_000])
    } finally {
      await s.close()
    }
  })
})

describe('bounded storage', () => {
  it('a browser keeps at most five unused nonces, the last five issued; other browsers asking for the same address touch none of them', async () => {
    const s = await startInstances(1)
    try {
      const app = s.apps[0]!
      const issued: string[] = []
      let cookie: string | undefined
      for (let i = 0; i < 8; i++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/nonce',
          headers: { 'x-payer': payer, ...(cookie ? { cookie } : {}) },
          remoteAddress: `192.0.2.${10 + i}`,
        })
        expect(answer.statusCode).toBe(200)
        cookie = String(answer.headers['set-cookie']).split(';')[0]!
        // All at one instant (the test clock stands still): issue order, not the timestamp, decides the oldest.
        issued.push(answer.json().nonce)
      }
      // Eight browsers without a cookie ask for the same address: each gets its own, and takes none of the above.
      const strangers = await statuses(
        app,
        Array.from({ length: 8 }, (_, i) => ({ remoteAddress: `198.51.100.${i + 1}` })),
      )
      expect(strangers).toEqual(Array(8).fill(200))
      const rows = await s.testDb.database.rawTransaction((tx) =>
        tx.query<{ nonce: string; client: string }>(
          'SELECT nonce, client FROM nonces WHERE address = $1 ORDER BY seq',
          [payer.toLowerCase()],
        ),
      )
      expect(rows).toHaveLength(5 + 8)
      expect(rows.slice(0, 5).map((r) => r.nonce)).toEqual(issued.slice(3))
      expect(new Set(rows.map((r) => r.client)).size).toBe(1 + 8)
    } finally {
      await s.close()
    }
  })

  it('the cleanup deletes ended windows in batches and counts them in the database', async () => {
    const s = await startInstances(1)
    try {
      const { deleteEndedRateLimitWindows, rateLimitCleanupBatch } = await import(
        '../../src/modules/rate-limit/repo/deleteEndedRateLimitWindows'
      )
      const ended = rateLimitCleanupBatch + 3
      const now = s.clock.now()
      await s.testDb.database.rawTransaction(async (tx) => {
        await tx.query(
          `INSERT INTO rate_limit_hits (key, hits, expires_at)
           SELECT 'ended|' || n, 1, $1::timestamptz FROM generate_series(1, ${ended}) AS n`,
          [new Date(now.getTime() - 1_000).toISOString()],
        )
        await tx.query(
          `INSERT INTO rate_limit_hits (key, hits, expires_at) VALUES ('live|1', 1, $1::timestamptz)`,
          [new Date(now.getTime() + 60_000).toISOString()],
        )
      })
      expect(await deleteEndedRateLimitWindows(s.testDb.database.db, now)).toBe(ended)
      expect(await counterKeys(s.testDb.database)).toEqual(['live|1=1'])
    } finally {
      await s.close()
    }
  })
})
