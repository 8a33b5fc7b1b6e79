import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, migrate, openPglite, openPostgres } from '../../src/db'

/** `DATABASE_DRIVER=postgres` runs the PostgreSQL tests over postgres.js instead of node-postgres. */
const driver = process.env.DATABASE_DRIVER === 'postgres' ? 'postgres' : 'pg'

export type TestDatabase = {
  database: Database
  kind: Database['kind']
  /**
   * Another connection to the same data, as a second server instance would open: on PostgreSQL a new pool
   * on the same schema (close it yourself, before drop); PGlite is embedded in one process, so there it is
   * the same database again.
   */
  connectAgain(): Promise<{ database: Database; close(): Promise<void> }>
  drop(): Promise<void>
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL set, a new
 * PostgreSQL schema `t_<random>` (every pooled connection gets it as search_path), dropped by `drop()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const database = await openPglite()
    await migrate(database)
    return {
      database,
      kind: database.kind,
      connectAgain: async () => ({ database, close: async () => {} }),
      drop: () => database.close(),
    }
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${schemaName}`)
  } finally {
    await admin.end()
  }
  const database = await openPostgres({ url, searchPath: schemaName, max: 5, driver })
  await migrate(database)
  return {
    database,
    kind: database.kind,
    connectAgain: async () => {
      const again = await openPostgres({ url, searchPath: schemaName, max: 5, driver })
      return { database: again, close: () => again.close() }
    },
    drop: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      try {
        await cleanup.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`)
      } finally {
        await cleanup.end()
      }
    },
  }
}
