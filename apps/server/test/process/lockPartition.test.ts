import { randomBytes } from 'node:crypto'
import net from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openPostgres } from '../../src/db'
import { createJobLocks } from '../../src/runtime/jobs/jobLocks'

// A job lock's connection dropped without a word (a firewall or NAT forgetting an idle connection): the
// database ends the session on its side and another process takes the lock; the process that held it must
// stop taking itself for the holder, or two processes run one chain's watcher. PostgreSQL only.
const url = process.env.DATABASE_URL!
const schema = `t_${randomBytes(6).toString('hex')}`
const JOB = 'watcher:31337'

/** A TCP proxy to PostgreSQL that can go silent: bytes stop flowing both ways and no side is told. */
async function startSilenceableProxy(target: URL) {
  let silent = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => {})
    }
    client.on('data', (d) => {
      if (!silent) upstream.write(d)
    })
    upstream.on('data', (d) => {
      if (!silent) client.write(d)
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => {
      if (!silent) client.destroy() // silent: the client is never told its server went away
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: (() => {
      const u = new URL(target.toString())
      u.hostname = '127.0.0.1'
      u.port = String(port)
      return u.toString()
    })(),
    goSilent: () => {
      silent = true
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

let proxy: Awaited<ReturnType<typeof startSilenceableProxy>>
let viaProxy: Database
let direct: Database
beforeAll(async () => {
  await admin((c) => c.query(`CREATE SCHEMA ${schema}`))
  proxy = await startSilenceableProxy(new URL(url))
  viaProxy = await openPostgres({ url: proxy.url, searchPath: schema, max: 1 })
  direct = await openPostgres({ url, searchPath: schema, max: 1 })
})
afterAll(async () => {
  await viaProxy?.close().catch(() => {})
  await direct?.close()
  await proxy?.close()
  await admin((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))
})

it('a holder whose lock connection went silent stops holding once it does not answer; the other takes over', async () => {
  const a = createJobLocks(viaProxy, { verifyEveryMs: 0, verifyTimeoutMs: 300 })
  const b = createJobLocks(direct, { verifyEveryMs: 0, verifyTimeoutMs: 300 })
  expect(await a.hold(JOB)).toBe(true)
  expect(await a.hold(JOB)).toBe(true) // verified: its session answers
  expect(await b.hold(JOB)).toBe(false)

  proxy.goSilent()
  // The database lets the dead session go (its keepalive, here at once): the lock is free on its side.
  const ended = await admin(async (c) => {
    const result = await c.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(l.pid) AS ended
       FROM pg_locks l, (SELECT hashtextextended('chaincard.job.' || $1 || '.' || $2, 0) AS k) x
       WHERE l.locktype = 'advisory' AND l.objsubid = 1
         AND l.classid::bigint = ((x.k >> 32) & 4294967295) AND l.objid::bigint = (x.k & 4294967295)`,
      [schema, JOB],
    )
    return result.rows.map((r) => r.ended)
  })
  expect(ended).toEqual([true])

  expect(await b.hold(JOB)).toBe(true)
  // a was never told; its next round asks its session, gets no answer, and gives the job up.
  expect(await a.hold(JOB)).toBe(false)
  await b.releaseAll()
  await a.releaseAll()
})
