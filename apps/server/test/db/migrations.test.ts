import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MigrationError, migrate, readMigrations } from '../../src/db'
import { createTestDatabase, type TestDatabase } from '../helpers'

let db: TestDatabase
const dirs: string[] = []

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await db?.drop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const query = <Row extends Record<string, unknown>>(text: string) =>
  db.database.rawTransaction((tx) => tx.query<Row>(text))

function migrationDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'chaincard-migrations-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

describe('migrations', () => {
  it('are recorded once; applying them again is a no-op', async () => {
    const all = readMigrations()
    expect(all[0]).toMatchObject({ version: '0001', name: 'foundation' })
    const again = await migrate(db.database)
    expect(again.applied).toEqual([])
    expect(again.skipped).toEqual(all.map((m) => `${m.version}_${m.name}`))
    const rows = await query<{ version: string }>('select version from schema_migrations order by version')
    expect(rows.map((r) => r.version)).toEqual(all.map((m) => m.version))
  })

  it('apply a new file in order, in one transaction with the rest', async () => {
    const dir = migrationDir({ '0901_probe.sql': 'CREATE TABLE probe (id int PRIMARY KEY);' })
    const first = await migrate(db.database, [...readMigrations(), ...readMigrations(dir)])
    expect(first.applied).toEqual(['0901_probe'])
    const second = await migrate(db.database, [...readMigrations(), ...readMigrations(dir)])
    expect(second.applied).toEqual([])
  })

  it('roll back entirely when one file fails', async () => {
    const dir = migrationDir({
      '0902_good.sql': 'CREATE TABLE good (id int);',
      '0903_bad.sql': 'CREATE TABLE bad (id nonsense_type);',
    })
    await expect(migrate(db.database, [...readMigrations(), ...readMigrations(dir)])).rejects.toThrow(
      MigrationError,
    )
    const good = await query<{ t: unknown }>(`select to_regclass('good') as t`)
    expect(good[0]!.t).toBeNull()
  })

  it('refuse an applied file whose content changed, and two files with one number', async () => {
    const changed = migrationDir({ '0901_probe.sql': 'CREATE TABLE probe (id bigint PRIMARY KEY);' })
    await expect(migrate(db.database, [...readMigrations(), ...readMigrations(changed)])).rejects.toThrow(
      /differs from the 0901_probe already applied/,
    )
    const twins = migrationDir({ '0904_a.sql': 'select 1;', '0904_b.sql': 'select 1;' })
    expect(() => readMigrations(twins)).toThrow(/share number 0904/)
  })

  it('run concurrently apply each file once', async () => {
    const dir = migrationDir({
      '0905_counter.sql': 'CREATE TABLE counter (id int); INSERT INTO counter VALUES (1);',
    })
    const set = [
      ...readMigrations(),
      ...readMigrations(migrationDir({ '0901_probe.sql': 'CREATE TABLE probe (id int PRIMARY KEY);' })),
      ...readMigrations(dir),
    ]
    const results = await Promise.all([
      migrate(db.database, set),
      migrate(db.database, set),
      migrate(db.database, set),
    ])
    expect(results.flatMap((r) => r.applied)).toEqual(['0905_counter'])
    const rows = await query<{ n: number }>('select count(*)::int as n from counter')
    expect(rows[0]!.n).toBe(1)
  })
})
