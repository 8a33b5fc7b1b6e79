import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type Database, migrate, openPglite, openPostgres } from '../../src/db'
import { type PgliteClient, pgliteDatabaseOn, startPgliteClient } from '../../src/db/openPglite'
import type { PgliteWorkerClient } from '../../src/db/pglite/PgliteWorkerClient'
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
 * A fresh, migrated database for one test file: by default a new schema `t_<random>` in the worker's shared
 * in-memory PGlite (`openPgliteTestDatabase`); with DATABASE_URL set, a new PostgreSQL schema `t_<random>` (every
 * pooled connection gets it as search_path). `drop()` drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) return openPgliteTestDatabase()
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
 * Each vitest worker keeps one in-memory PGlite (the suite runs with `isolate: false`, so this module's state
 * outlives a file), and each test file's database is a schema of its own in it, as the PostgreSQL pass does. A
 * new PGlite per file cost 1.4-1.8 s to start from the migrated dump; a schema and its migrations cost about
 * 0.7 s (measured on this machine kind).
 */
let sharedPglite: Promise<PgliteWorkerClient> | undefined
/**
 * The schema of the shared PGlite that is open now, if any. PGlite is one session, so its search_path is one
 * schema at a time: a second database a file opens while its first is open gets a PGlite of its own instead.
 */
let openSharedSchema: string | undefined

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  if (openSharedSchema !== undefined) {
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
  sharedPglite ??= migratedPgliteTemplate().then((loadDataDir) => startPgliteClient({ loadDataDir }))
  const shared = await sharedPglite
  const schemaName = `t_${randomBytes(6).toString('hex')}`
  openSharedSchema = schemaName
  try {
    await shared.exec(`CREATE SCHEMA ${schemaName}; SET search_path TO ${schemaName}`)
    const view = clientView(shared)
    const database = pgliteDatabaseOn(view, { schema: schemaName })
    await migrate(database)
    let dropped = false
    return {
      database,
      kind: database.kind,
      // One process, one PGlite: another instance's connection is this database again.
      connectAgain: async () => ({ database, close: async () => {} }),
      drop: async () => {
        if (dropped) return
        dropped = true
        await database.close()
        try {
          await shared.exec(`SET search_path TO public; DROP SCHEMA ${schemaName} CASCADE`)
        } finally {
          openSharedSchema = undefined
        }
      },
    }
  } catch (error) {
    openSharedSchema = undefined
    throw error
  }
}

/**
 * A file's own handle on the shared PGlite: closing it (as a test of a database gone does, or an app that owns
 * its database) fails its later requests as a closed database's and stops its listeners, and leaves the PGlite
 * running for the next file.
 */
function clientView(shared: PgliteWorkerClient): PgliteClient {
  let closed = false
  const stops = new Set<() => void>()
  const gone = () => Promise.reject(new Error('the PGlite database is closed'))
  return {
    query: (sql, params, options) => (closed ? gone() : shared.query(sql, params, options)),
    exec: (sql) => (closed ? gone() : shared.exec(sql)),
    transaction: (callback) => (closed ? gone() : shared.transaction(callback)),
    listen: async (channel, listener) => {
      if (closed) return gone()
      const stop = await shared.listen(channel, listener)
      stops.add(stop)
      return () => {
        stops.delete(stop)
        stop()
      }
    },
    dump: () => (closed ? gone() : shared.dump()),
    get pendingRequests() {
      return shared.pendingRequests
    },
    close: async () => {
      closed = true
      for (const stop of stops) stop()
      stops.clear()
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
