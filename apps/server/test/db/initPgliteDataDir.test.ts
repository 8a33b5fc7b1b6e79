import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../src/db'
import { initPgliteDataDir } from '../../src/db/initPgliteDataDir'

// A file-backed PGlite is created by initdb in a child process (it grew the server's RSS by ~300 MB that was never
// handed back), in a staging directory renamed into place once complete.
const root = mkdtempSync(join(tmpdir(), 'chaincard-pglite-init-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

describe('initPgliteDataDir', () => {
  it('creates the database in another process, leaves no staging directory, and keeps the data on reopen', async () => {
    const dataDir = join(root, 'fresh', 'db')
    const externalBefore = process.memoryUsage().external
    const first = await openPglite({ dataDir })
    const externalGrowthMiB = (process.memoryUsage().external - externalBefore) / 1024 ** 2
    try {
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
      expect(readdirSync(join(root, 'fresh'))).toEqual(['db'])
      // initdb in this process left ~570 MB of WebAssembly memory here; opening an existing database ~150 MB.
      expect(externalGrowthMiB).toBeLessThan(300)
      await first.db.execute(sql`CREATE TABLE kept (v text)`)
      await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`)
    } finally {
      await first.close()
    }
    expect(await initPgliteDataDir(dataDir)).toEqual({ created: false })
    const second = await openPglite({ dataDir })
    try {
      expect(rowsOf(await second.db.execute(sql`SELECT v FROM kept`))).toEqual([{ v: 'still here' }])
    } finally {
      await second.close()
    }
  })

  it("reports the child process that ran initdb, accepts an existing empty directory and removes a killed start's staging directory", async () => {
    const dataDir = join(root, 'empty', 'db')
    mkdirSync(dataDir, { recursive: true })
    const leftover = join(root, 'empty', '.db.init-999999-1')
    mkdirSync(leftover)
    writeFileSync(join(leftover, 'postgresql.conf'), 'half made')
    const result = await initPgliteDataDir(dataDir)
    expect(readdirSync(join(root, 'empty'))).toEqual(['db'])
    expect(result.created).toBe(true)
    expect(result.created && result.pid).toBeGreaterThan(0)
    expect(result.created && result.pid).not.toBe(process.pid)
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
  })

  it('refuses a non-empty directory without a database and leaves it as it was', async () => {
    const dataDir = join(root, 'stray', 'db')
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(join(dataDir, 'notes.txt'), 'not a database')
    await expect(initPgliteDataDir(dataDir)).rejects.toThrow(/not empty but holds no database/)
    expect(readdirSync(dataDir)).toEqual(['notes.txt'])
    expect(readdirSync(join(root, 'stray'))).toEqual(['db'])
  })
})
