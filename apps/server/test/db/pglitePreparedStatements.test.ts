import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openPglite } from '../../src/db'

// The PGlite worker keeps a statement run more than once prepared (PostgreSQL plans it once, not on every
// run: the card history's plan cost 4-12 ms a request in PGlite against 1-1.6 ms of execution) and runs it as
// EXECUTE with its parameters written as literals. These check that nothing but the time changes: the same rows,
// types, errors and transactions, whatever the parameters hold.
let database: Database

beforeAll(async () => {
  database = await openPglite()
  await database.db.execute(
    sql`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, meta jsonb, at timestamptz, big bigint, ok boolean)`,
  )
})
afterAll(async () => {
  await database?.close()
})

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows
/** The worker's prepared statements whose text contains `marker` (a comment in the statement). */
async function preparedWith(marker: string): Promise<number> {
  const result = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
  )
  return rowsOf(result)[0]!.n as number
}

describe('prepared statements in the PGlite worker', () => {
  it('prepares a statement at its second run and answers the same from then on', async () => {
    const read = (id: number) =>
      database.db.execute(sql`SELECT /* marker-read */ ${id}::int + 1 AS next, ${'x'} AS label`)
    const first = rowsOf(await read(1))
    expect(await preparedWith('marker-read')).toBe(0)
    const second = rowsOf(await read(1))
    expect(await preparedWith('marker-read')).toBe(1)
    const third = rowsOf(await read(41))
    expect(first).toEqual([{ next: 2, label: 'x' }])
    expect(second).toEqual(first)
    expect(third).toEqual([{ next: 42, label: 'x' }])
  })

  it('binds any text, number, bigint, boolean, date, JSON or null as the unprepared statement does (property)', async () => {
    let id = 1000
    const write = (values: {
      body: string
      meta: string | null
      at: Date | null
      big: bigint
      ok: boolean | null
    }) =>
      database.db.execute(
        sql`INSERT INTO notes (id, body, meta, at, big, ok) VALUES (${++id}, ${values.body}, ${values.meta}, ${values.at}, ${values.big}, ${values.ok}) RETURNING id, body, meta, at, big::text AS big, ok`,
      )
    const read = (noteId: unknown) =>
      database.db.execute(
        sql`SELECT id, body, meta, at, big::text AS big, ok FROM notes WHERE id = ${noteId}`,
      )
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Quotes, backslashes, dollar signs, placeholders and any Unicode (no NUL: text cannot hold it).
          body: fc
            .string({
              unit: fc.oneof(
                fc.constantFrom("'", '\\', '$', '$1', "''", '"', '\n'),
                fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
              ),
            })
            .map((s) => s.replaceAll('\u0000', '')),
          meta: fc.option(fc.jsonValue().map((v) => JSON.stringify(v))),
          at: fc.option(
            fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
          ),
          big: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
          ok: fc.option(fc.boolean()),
        }),
        async (values) => {
          const written = rowsOf(await write(values))[0]!
          expect(written.body).toBe(values.body)
          expect(written.big).toBe(values.big.toString())
          expect(written.ok).toBe(values.ok)
          // jsonb keeps its own key order: compared as values.
          expect(written.meta).toEqual(values.meta === null ? null : JSON.parse(values.meta))
          expect(written.at === null ? null : new Date(String(written.at)).getTime()).toBe(
            values.at?.getTime() ?? null,
          )
          const read1 = rowsOf(await read(written.id))
          const read2 = rowsOf(await read(String(written.id)))
          expect(read1).toEqual([written])
          expect(read2).toEqual([written])
        },
      ),
      { numRuns: 150 },
    )
    // Both statements ran prepared for all but their first run.
    const statements = rowsOf(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%INSERT INTO notes%' OR statement LIKE '%FROM notes WHERE id%'`,
      ),
    )
    expect(statements[0]!.n).toBe(2)
  })

  it("an error of a prepared statement is PostgreSQL's own, and the queue and transactions go on", async () => {
    const insert = (id: number) =>
      database.db.execute(sql`INSERT INTO notes (id, body) VALUES (${id}, 'dup')`)
    await insert(1)
    await insert(2)
    expect(await preparedWith("INSERT INTO notes (id, body) VALUES ($1, 'dup')")).toBe(1)
    const failed = await insert(1).catch((error: unknown) => error)
    expect((failed as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
    })
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (${3}, 'dup')`)
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (${3}, 'dup')`)
      })
      .catch((error: unknown) => error)
    expect(rolledBack).toBeInstanceOf(Error)
    const left = rowsOf(await database.db.execute(sql`SELECT id FROM notes WHERE body = 'dup' ORDER BY id`))
    expect(left).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('a statement PREPARE does not take runs as it is, and a transaction using it is not disturbed', async () => {
    // PREPARE takes no SHOW: refused outside any transaction, and every run answers.
    for (let i = 0; i < 3; i++) {
      expect(rowsOf(await database.db.execute(sql.raw('SHOW client_encoding /* marker-show */')))).toEqual([
        { client_encoding: 'UTF8' },
      ])
    }
    expect(await preparedWith('marker-show')).toBe(0)
    // Run twice inside a transaction (counted, prepared only after it, outside any transaction).
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) {
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (${2000 + i}, ${'in tx /* marker-tx */'})`)
      }
    })
    expect(
      rowsOf(await database.db.execute(sql`SELECT count(*)::int AS n FROM notes WHERE id >= 2000`)),
    ).toEqual([{ n: 3 }])
    expect(await preparedWith('INSERT INTO notes (id, body) VALUES ($1, $2)')).toBe(1)
    // And run prepared inside the next one.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (${2003}, ${'in tx'})`)
    })
    expect(
      rowsOf(await database.db.execute(sql`SELECT count(*)::int AS n FROM notes WHERE id >= 2000`)),
    ).toEqual([{ n: 4 }])
  })

  it('a table changed under a prepared statement: it answers with the new shape', async () => {
    await database.db.execute(sql`CREATE TABLE shapes (id int PRIMARY KEY, a text)`)
    await database.db.execute(sql`INSERT INTO shapes VALUES (1, 'a')`)
    const read = () => database.db.execute(sql`SELECT * FROM shapes WHERE id = ${1}`)
    await read()
    await read()
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a' }])
    await database.db.execute(sql`ALTER TABLE shapes ADD COLUMN b text DEFAULT 'b'`)
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a', b: 'b' }])
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a', b: 'b' }])
    // Changed again, found stale inside a transaction: that transaction fails (PostgreSQL's own error), the
    // statement is dropped and the next run outside answers with the new shape.
    await read()
    expect(await preparedWith('FROM shapes WHERE id')).toBe(1)
    await database.db.execute(sql`ALTER TABLE shapes ADD COLUMN c text DEFAULT 'c'`)
    const failed = await database.db
      .transaction(async (tx) => tx.execute(sql`SELECT * FROM shapes WHERE id = ${1}`))
      .catch((e: unknown) => e)
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('0A000')
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a', b: 'b', c: 'c' }])
    expect(await preparedWith('FROM shapes WHERE id')).toBe(0)
  })

  it('PGLITE_PREPARED_STATEMENTS=0 keeps none: every run planned again', async () => {
    const plain = await openPglite({ preparedStatements: 0 })
    try {
      for (let i = 0; i < 3; i++) await plain.db.execute(sql`SELECT ${i}::int AS n /* marker-none */`)
      const kept = await plain.db.execute(sql`SELECT count(*)::int AS n FROM pg_prepared_statements`)
      expect(rowsOf(kept)).toEqual([{ n: 0 }])
    } finally {
      await plain.close()
    }
  })

  it('keeps at most 256 statements prepared', async () => {
    for (let i = 0; i < 300; i++) {
      for (let run = 0; run < 2; run++)
        await database.db.execute(sql.raw(`SELECT ${i} AS n /* marker-many */`))
    }
    const kept = await preparedWith('marker-many')
    expect(kept).toBeGreaterThan(200)
    expect(
      rowsOf(await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_prepared_statements`))[0]!.n,
    ).toBeLessThanOrEqual(256)
  })
})
