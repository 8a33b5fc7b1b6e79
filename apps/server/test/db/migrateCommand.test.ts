import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listPendingMigrations, MigrationError, openDatabase, readMigrations } from '../../src/db'
import { runMigrateCommand } from '../../src/migrateCommand'
import { serverRoot } from '../../src/serverRoot'

/**
 * An empty database this file owns: with DATABASE_URL, a new PostgreSQL schema named in the URL's
 * search_path option; else a PGlite directory. `env` is what an operator would set for it.
 */
let env: { DATABASE_URL?: string; DATA_DIR: string }
let drop: () => Promise<void>
const all = readMigrations().map((m) => `${m.version}_${m.name}`)

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-migrate-'))
  const url = process.env.DATABASE_URL
  if (!url) {
    env = { DATA_DIR: dataDir }
    drop = async () => rmSync(dataDir, { recursive: true, force: true })
    return
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  }
  drop = async () => {
    const cleanup = new pg.Client({ connectionString: url })
    await cleanup.connect()
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await cleanup.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 60_000)
afterAll(async () => {
  await drop?.()
})

const production = () => ({
  mode: 'production' as const,
  dataDir: env.DATA_DIR,
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
})

describe('migrations run once per release, before the new version starts', () => {
  it('a production server refuses to start on a database that lacks migrations, naming them', async () => {
    const error = await openDatabase(production()).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(MigrationError)
    expect((error as MigrationError).shortMessage).toContain(`lacks ${all.length} migration(s)`)
    expect((error as MigrationError).shortMessage).toContain(all.at(-1)!)
    expect((error as MigrationError).shortMessage).toContain('npm run migrate')
  }, 60_000)

  it('`migrate` applies them and says which; a second run applies nothing; then the server starts', async () => {
    const lines: string[] = []
    expect(await runMigrateCommand({ env, write: (l) => lines.push(l) })).toBe(0)
    expect(lines).toEqual([`migrations: applied ${all.join(', ')} (0 already applied)`])
    lines.length = 0
    expect(await runMigrateCommand({ env, write: (l) => lines.push(l) })).toBe(0)
    expect(lines).toEqual([`migrations: all ${all.length} already applied`])
    const database = await openDatabase(production())
    try {
      expect(await listPendingMigrations(database)).toEqual([])
      // An applied file whose content differs is pending again (and refused by migrate itself).
      await database.rawTransaction((tx) =>
        tx.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
          'edited',
          readMigrations()[0]!.version,
        ]),
      )
      expect(await listPendingMigrations(database)).toEqual([all[0]])
    } finally {
      await database.close()
    }
    expect(await runMigrateCommand({ env, write: (l) => lines.push(l) })).toBe(1)
    expect(lines.at(-1)).toMatch(/^migrations failed: migration 0001_foundation differs/)
  }, 60_000)

  it('is the `migrate` command of the server entry point', () => {
    const run = (args: string[], extra: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
        cwd: serverRoot,
        env: { PATH: process.env.PATH ?? '', ...extra },
        encoding: 'utf8',
        timeout: 60_000,
      })
    const bad = run(['migrate'], { DATABASE_URL: 'mysql://x' })
    expect(bad.status).toBe(1)
    expect(bad.stdout).toBe('DATABASE_URL: must be a postgres:// URL\n')
    const unknown = run(['migrat'])
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('unknown command "migrat"')
  }, 60_000)
})
