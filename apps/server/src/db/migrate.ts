import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serverRoot } from '../serverRoot'
import type { Database } from './types'

const migrationsDir = join(serverRoot, 'src/db/migrations/')

export type Migration = { version: string; name: string; sql: string; checksum: string }

export type MigrateReturnType = { applied: string[]; skipped: string[] }

export class MigrationError extends Error {
  override readonly name = 'MigrationError'
  readonly shortMessage: string
  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}

const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/

/** Reads `NNNN_<name>.sql` files in version order; refuses two files with the same number. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = fileName.exec(file)
      if (!match) throw new MigrationError(`migration file "${file}" is not named NNNN_<name>.sql`)
      const sql = readFileSync(`${dir}/${file}`, 'utf8')
      return {
        version: match[1]!,
        name: match[2]!,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      }
    })
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new MigrationError(`two migrations share number ${migrations[i]!.version}: renumber one`)
    }
  }
  return migrations
}

/**
 * Applies pending migrations in order, in one transaction, recording each in `schema_migrations`.
 * An advisory lock (per schema) makes instances that start together apply them once; an applied file
 * whose content changed is refused rather than silently skipped.
 */
export async function migrate(
  database: Database,
  migrations: Migration[] = readMigrations(),
): Promise<MigrateReturnType> {
  return database.rawTransaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('chaincard.migrations.' || current_schema()))`)
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const rows = await tx.query<{ version: string; name: string; checksum: string }>(
      'SELECT version, name, checksum FROM schema_migrations',
    )
    const done = new Map(rows.map((r) => [r.version, r]))
    const applied: string[] = []
    const skipped: string[] = []
    for (const m of migrations) {
      const id = `${m.version}_${m.name}`
      const previous = done.get(m.version)
      if (previous) {
        if (previous.name !== m.name || previous.checksum !== m.checksum) {
          throw new MigrationError(
            `migration ${id} differs from the ${previous.version}_${previous.name} already applied; add a new migration instead of editing an applied one`,
          )
        }
        skipped.push(id)
        continue
      }
      try {
        await tx.exec(m.sql)
      } catch (error) {
        throw new MigrationError(`migration ${id} failed: ${(error as Error).message}`, { cause: error })
      }
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ])
      applied.push(id)
    }
    return { applied, skipped }
  })
}
