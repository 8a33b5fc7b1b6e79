import { types } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrate, openPglite } from '../../src/db'
import type { PgliteWorkerClient } from '../../src/db/pglite/PgliteWorkerClient'
import { rowsOf } from '../../src/db/rowsOf'
import { users } from '../../src/db/schema'

// The PGlite worker installs drizzle's text-keeping date parsers in its client once (pgliteTextParsers.ts):
// what drizzle and raw queries get back must not change.
let database: Database
let client: PgliteWorkerClient
const at = new Date('2026-03-04T05:06:07.089Z')
const address = `0x${'ab'.repeat(20)}`

beforeAll(async () => {
  database = await openPglite()
  await migrate(database)
  client = (database.db as unknown as { $client: PgliteWorkerClient }).$client
  await database.db.insert(users).values({ address, createdAt: at })
})
afterAll(async () => {
  await database?.close()
})

describe('PGlite parsers', () => {
  it('drizzle selects map timestamps to Dates, outside and inside transactions', async () => {
    const [row] = await database.db.select().from(users).where(eq(users.address, address))
    expect(row?.createdAt).toEqual(at)
    const inTx = await database.db.transaction(async (tx) =>
      tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.address, address)),
    )
    expect(inTx[0]?.createdAt).toEqual(at)
  })

  it('drizzle raw SQL keeps date and time text as text, as drizzle asks', async () => {
    const result = await database.db.execute(
      sql`SELECT ${at.toISOString()}::timestamptz AS a, DATE '2026-03-04' AS d, interval '1 day' AS i, 1.5::numeric AS n`,
    )
    expect(rowsOf<unknown>(result)[0]).toEqual({
      a: '2026-03-04 05:06:07.089+00',
      d: '2026-03-04',
      i: '1 day',
      n: '1.5',
    })
  })

  it("raw transactions (the migration runner) get PGlite's Dates", async () => {
    const rows = await database.rawTransaction((tx) =>
      tx.query<{ a: Date }>('SELECT $1::timestamptz AS a', [at.toISOString()]),
    )
    expect(rows[0]?.a).toEqual(at)
  })

  it("parser functions other than drizzle's are refused with a clear error (they cannot cross to the worker)", async () => {
    const twice = { [types.INT4]: (text: string) => Number(text) * 2 }
    await expect(client.query('SELECT 21::int AS n', [], { parsers: twice })).rejects.toThrow(
      /worker thread: a query can take drizzle's text parsers/,
    )
    expect((await client.query('SELECT 21::int AS n')).rows).toEqual([{ n: 21 }])
  })
})
