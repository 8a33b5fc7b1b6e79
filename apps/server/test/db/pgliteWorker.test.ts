import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openPglite } from '../../src/db'

// openPglite runs PGlite in a worker thread: the server's thread keeps reading sockets, accepting connections
// and firing timers while the database works, and the worker keeps PGlite's order and transaction semantics.
let database: Database

beforeAll(async () => {
  database = await openPglite()
  await database.db.execute(sql`CREATE TABLE items (id int PRIMARY KEY, label text NOT NULL)`)
})
afterAll(async () => {
  await database?.close()
})

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
const causeOf = (error: unknown) => (error as { cause?: Record<string, unknown> }).cause

describe('PGlite in a worker thread', () => {
  it("keeps this thread's event loop turning while a statement runs", async () => {
    let turns = 0
    let counting = true
    const countTurns = () => {
      if (!counting) return
      turns++
      setImmediate(countTurns)
    }
    setImmediate(countTurns)
    const started = performance.now()
    const result = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS g WHERE g % 7 = 0`,
    )
    const elapsedMs = performance.now() - started
    counting = false
    expect(rowsOf(result)).toEqual([{ n: 428571 }])
    // In the server's own thread the statement ran synchronously: no turn at all until it was done.
    expect(elapsedMs).toBeGreaterThan(50)
    expect(turns).toBeGreaterThan(10)
  })

  it('answers in arrival order, each its own result', async () => {
    const order: number[] = []
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        database.db.execute(sql`SELECT ${i}::int AS i`).then((r) => {
          order.push(i)
          return rowsOf(r)[0]!.i
        }),
      ),
    )
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it("a failing statement rejects alone with PostgreSQL's error fields; the queue goes on, transactions included", async () => {
    await database.db.execute(sql`INSERT INTO items VALUES (1, 'one')`)
    const [bad, duplicate, good, inTx] = await Promise.allSettled([
      database.db.execute(sql`SELECT * FROM no_such_table`),
      database.db.execute(sql`INSERT INTO items VALUES (1, 'again')`),
      database.db.execute(sql`SELECT 1 AS one`),
      database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`SELECT 2 AS two`))),
    ])
    expect(bad.status).toBe('rejected')
    expect(causeOf(bad.status === 'rejected' && bad.reason)).toMatchObject({
      message: 'relation "no_such_table" does not exist',
      code: '42P01',
    })
    expect(causeOf(duplicate.status === 'rejected' && duplicate.reason)).toMatchObject({
      code: '23505',
      constraint: 'items_pkey',
      table: 'items',
    })
    expect(good.status === 'fulfilled' && rowsOf(good.value)).toEqual([{ one: 1 }])
    expect(inTx.status === 'fulfilled' && inTx.value).toEqual([{ two: 2 }])
    expect(rowsOf(await database.db.execute(sql`SELECT label FROM items`))).toEqual([{ label: 'one' }])
  })

  it('commits a transaction that resolves and rolls back one that throws or calls rollback', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (10, 'committed')`)
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items VALUES (11, 'thrown away')`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items VALUES (12, 'rolled back')`)
        tx.rollback()
      }),
    ).rejects.toThrow(/Rollback/)
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items VALUES (13, 'before the failure')`)
        await tx.execute(sql`INSERT INTO items VALUES (10, 'duplicate')`)
      }),
    ).rejects.toThrow()
    const labels = rowsOf(await database.db.execute(sql`SELECT id FROM items WHERE id >= 10 ORDER BY id`))
    expect(labels).toEqual([{ id: 10 }])
  })

  it('holds statements from outside an open transaction until it ends (no interleaving)', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const inTx = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items VALUES (20, 'in flight')`)
      await held
      await tx.execute(sql`UPDATE items SET label = 'landed' WHERE id = 20`)
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const outside = database.db.execute(sql`SELECT label FROM items WHERE id = 20`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await inTx
    expect(rowsOf(await outside)).toEqual([{ label: 'landed' }])
  })

  it('rejects statements with a clear error once the database is closed', async () => {
    const other = await openPglite()
    expect(rowsOf(await other.db.execute(sql`SELECT 3 AS three`))).toEqual([{ three: 3 }])
    await other.close()
    await expect(other.db.execute(sql`SELECT 4`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/PGlite worker stopped/) },
    })
  })
})
