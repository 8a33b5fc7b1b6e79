import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type Database, migrate, openPglite, openPostgres } from '../../src/db'
import { serverRoot } from '../../src/serverRoot'

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
    const database = await openPglite({ loadDataDir: await migratedPgliteTemplate() })
    // Nothing to apply when the template is current; a safety net if it is not.
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

/**
 * The migrated embedded database every PGlite test file starts from, as a dump: a new PGlite runs initdb (about
 * 5 s on this machine) and the migrations (0.5 s), where loading a dump takes about 1.3 s, and the suite opens
 * one per test file. Built by the first test file that needs it and kept in the system's temporary directory,
 * named by a hash of the migrations and PGlite's version, so a changed migration builds a new one; written
 * under a temporary name and renamed, so two workers building it at once leave one whole file.
 */
async function migratedPgliteTemplate(): Promise<Uint8Array> {
  const migrationsDir = join(serverRoot, 'src/db/migrations')
  const hash = createHash('sha256')
  // The package's entry (its package.json is not exported): dist/index.cjs, whose bytes change with the version.
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')))
  for (const name of readdirSync(migrationsDir).sort())
    hash.update(name).update(readFileSync(join(migrationsDir, name)))
  const file = join(tmpdir(), `chaincard-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
  if (existsSync(file)) return new Uint8Array(readFileSync(file))
  const database = await openPglite()
  try {
    await migrate(database)
    const dump = await database.dump()
    const staging = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
    writeFileSync(staging, dump)
    renameSync(staging, file)
    return dump
  } finally {
    await database.close()
  }
}
