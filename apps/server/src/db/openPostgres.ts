import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'
import type { Database, Db } from './types'

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
    stats: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
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
