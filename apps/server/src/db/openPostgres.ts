import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { listenPostgres } from './listenPostgres'
import * as schema from './schema'
import type { Database, Db, LockSession } from './types'

export type OpenPostgresParameters = {
  url: string
  /** Schema every connection of the pool uses (tests give each file its own); default the server's. */
  searchPath?: string
  max?: number
}

/** Opens a node-postgres pool. */
export async function openPostgres({ url, searchPath, max = 10 }: OpenPostgresParameters): Promise<Database> {
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`invalid search path "${searchPath}"`)
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
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
        await client.query('BEGIN')
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
