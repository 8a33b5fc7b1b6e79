import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db'
import { pgliteDatabaseOn, startPgliteClient } from '../../src/db/openPglite'
import type { PgliteWorkerClient } from '../../src/db/pglite/PgliteWorkerClient'
import { createTestDatabase, type TestDatabase } from '../helpers'

// The embedded pass shares one PGlite a worker between its test files, a schema a file (test/helpers/testDatabase):
// each file must still get a database of its own, closable under its app, with only its own notifications.

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
const schemaOf = async (database: Database) =>
  rowsOf(await database.db.execute(sql`SELECT current_schema() AS s`))[0]!.s as string

const opened: TestDatabase[] = []
afterAll(async () => {
  for (const testDb of opened) await testDb.drop()
})

describe("the embedded pass's test databases", () => {
  it('a file sees only its own schema; a second open database is a PGlite of its own', async () => {
    const first = await createTestDatabase()
    opened.push(first)
    const second = await createTestDatabase()
    opened.push(second)
    expect(await schemaOf(first.database)).toMatch(/^t_[0-9a-f]{12}$/)
    // The second has its own PGlite, from the migrated dump: its tables are in public.
    expect(await schemaOf(second.database)).toBe('public')
    await first.database.db.execute(
      sql`INSERT INTO invitation_codes (code, created_at) VALUES ('SHARED01', now())`,
    )
    const seen = rowsOf(
      await second.database.db.execute(
        sql`SELECT count(*)::int AS n FROM invitation_codes WHERE code = 'SHARED01'`,
      ),
    )
    expect(seen[0]!.n).toBe(0)
    await second.drop()
    await first.drop()
  })

  it('closing a database fails its later queries and leaves the next file a working one, in a new schema', async () => {
    const closing = await createTestDatabase()
    opened.push(closing)
    const closedSchema = await schemaOf(closing.database)
    await closing.database.close()
    await expect(closing.database.db.execute(sql`SELECT 1`)).rejects.toThrow()
    await closing.drop()
    const next = await createTestDatabase()
    opened.push(next)
    const nextSchema = await schemaOf(next.database)
    expect(nextSchema).toMatch(/^t_/)
    expect(nextSchema).not.toBe(closedSchema)
    // The dropped schema is gone with its tables; the next one is migrated.
    const schemas = rowsOf(
      await next.database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = ${closedSchema}`,
      ),
    )
    expect(schemas[0]!.n).toBe(0)
    const codes = rowsOf(await next.database.db.execute(sql`SELECT count(*)::int AS n FROM invitation_codes`))
    expect(codes[0]!.n).toBe(0)
    await next.drop()
  })
})

describe('a PGlite database that shares its PGlite by schema', () => {
  let client: PgliteWorkerClient | undefined
  afterAll(async () => {
    await client?.close()
  })

  it("hears only its own schema's notifications", async () => {
    client = await startPgliteClient()
    const own = pgliteDatabaseOn(client, { schema: 't_own' })
    const heard: string[] = []
    const stop = await own.listen('chaincard_events', { onNotify: (payload) => heard.push(payload) })
    await client.exec(`NOTIFY chaincard_events, 't_other:1'; NOTIFY chaincard_events, 't_own:2'`)
    await expect.poll(() => heard).toEqual(['2'])
    await stop()
    // Without a schema the process has one, and every notification is its own.
    const alone = pgliteDatabaseOn(client)
    const all: string[] = []
    await alone.listen('chaincard_events', { onNotify: (payload) => all.push(payload) })
    await client.exec(`NOTIFY chaincard_events, 't_other:3'`)
    await expect.poll(() => all).toEqual(['3'])
  })
})
