import { drizzle } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js'
import pg from 'pg'
import postgres from 'postgres'
import { listenPostgres } from './listenPostgres'
import * as schema from './schema'
import type { Database, Db, LockSession, RawTransaction } from './types'

export type OpenPostgresParameters = {
  url: string
  /** Schema every connection of the pool uses (tests give each file its own); default the server's. */
  searchPath?: string
  max?: number
  /**
   * The driver under Drizzle for the pool the requests use: node-postgres (`pg`, the default) or postgres.js
   * (`postgres`). Locks, LISTEN and migrations use node-postgres connections of their own either way.
   */
  driver?: DatabaseDriver
  /** How long a connection above the pool's minimum may sit idle before it is closed (node-postgres: 10 s). */
  idleTimeoutMs?: number
}

type DatabaseDriver = 'pg' | 'postgres'

/** Opens a pool (node-postgres unless `driver` says postgres.js). */
export async function openPostgres({
  url,
  searchPath,
  max = 10,
  driver = 'pg',
  idleTimeoutMs,
}: OpenPostgresParameters): Promise<Database> {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`invalid search path "${searchPath}"`)
  }
  if (driver === 'postgres') return openPostgresJs({ url, max, ...(searchPath ? { searchPath } : {}) })
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // The pool keeps what it opened: node-postgres closes a connection idle for 10 s by default, so after a
    // quiet spell the first burst of purchase decisions opened up to `max` connections at once, each a new
    // backend with cold catalog caches (the bench's first 5 s of decisions after a quiet minute: p99 67 and
    // 124 ms, against 44 and 57 ms with the connections kept). postgres.js keeps idle connections already.
    min: max,
    ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMillis: idleTimeoutMs }),
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  // An idle client that loses its connection emits 'error' on the pool; without a listener it would crash.
  pool.on('error', () => {})
  // Fail at start, not at the first request, when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  const db = drizzle({ client: pool, schema }) as unknown as Db
  let closed = false
  return {
    kind: 'postgres',
    db,
    openLockSession: () => openLockSession({ url, ...(searchPath ? { searchPath } : {}) }),
    stats: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    listen: (channel, handlers) =>
      listenPostgres({ url, ...(searchPath ? { searchPath } : {}), channel, handlers }),
    rawTransaction: async (fn) => {
      const client = await pool.connect()
      try {
        return await inRawTransaction(client, fn)
      } finally {
        client.release()
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/**
 * The same over postgres.js (`DATABASE_DRIVER=postgres`, the driver A/B): Drizzle's requests on its pool;
 * raw transactions (migrations), locks and LISTEN on node-postgres connections of their own, off the hot path.
 */
async function openPostgresJs({
  url,
  searchPath,
  max,
}: {
  url: string
  searchPath?: string
  max: number
}): Promise<Database> {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  })
  // Fail at start, not at the first request, when the database is unreachable.
  await client`SELECT 1`
  const db = drizzlePostgresJs({ client, schema }) as unknown as Db
  // Drizzle hands date parameters through untouched, expecting its columns to have made them text; a Date given
  // to a placeholder (`sql.placeholder('now')`) or in `sql` is not, and node-postgres would have serialised it.
  for (const type of [1082, 1114, 1184]) {
    client.options.serializers[type] = (value: unknown) =>
      value instanceof Date ? value.toISOString() : (value as string)
  }
  const clientOptions = {
    connectionString: url,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  }
  let closed = false
  return {
    kind: 'postgres',
    db,
    openLockSession: () => openLockSession({ url, ...(searchPath ? { searchPath } : {}) }),
    // postgres.js does not publish its pool's state.
    stats: () => ({ kind: 'postgres-js', max }),
    listen: (channel, handlers) =>
      listenPostgres({ url, ...(searchPath ? { searchPath } : {}), channel, handlers }),
    rawTransaction: async (fn) => {
      const raw = new pg.Client(clientOptions)
      await raw.connect()
      try {
        return await inRawTransaction(raw, fn)
      } finally {
        await raw.end().catch(() => {})
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await client.end({ timeout: 5 })
    },
  }
}

async function inRawTransaction<T>(
  client: pg.ClientBase,
  fn: (tx: RawTransaction) => Promise<T>,
): Promise<T> {
  await client.query('BEGIN')
  try {
    const result = await fn({
      exec: async (sqlText) => {
        await client.query(sqlText)
      },
      query: async <Row extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
        (await client.query<Row>(sqlText, params)).rows,
    })
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/**
 * A dedicated connection (outside the pool, so it never lends a held lock to a request) for session advisory
 * locks. Keys are hashed with the schema name, so schemas sharing one server (tests) never share a lock.
 */
async function openLockSession({
  url,
  searchPath,
}: {
  url: string
  searchPath?: string
}): Promise<LockSession> {
  const client = new pg.Client({
    connectionString: url,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    // The connection is idle between jobs: TCP keepalive keeps firewalls and NATs from dropping it silently.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  })
  let alive = true
  const lost = () => {
    alive = false
  }
  client.on('error', lost)
  client.on('end', lost)
  await client.connect()
  const keyOf = `hashtextextended('chaincard.job.' || current_schema() || '.' || $1, 0)`
  return {
    get alive() {
      return alive
    },
    async tryLock(key) {
      const result = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(${keyOf}) AS locked`,
        [key],
      )
      return result.rows[0]?.locked === true
    },
    async unlock(key) {
      await client.query(`SELECT pg_advisory_unlock(${keyOf})`, [key])
    },
    async ping(timeoutMs) {
      if (!alive) return false
      let timer: NodeJS.Timeout | undefined
      const answered = await Promise.race([
        client.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs)
        }),
      ]).finally(() => clearTimeout(timer))
      if (!answered) {
        alive = false
        // Its locks are given up for lost: the socket goes, so nothing can answer late on it.
        ;(
          client as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy()
        await client.end().catch(() => {})
      }
      return answered
    },
    async close() {
      alive = false
      await client.end().catch(() => {})
    },
  }
}
