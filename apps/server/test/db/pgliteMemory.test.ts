import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openPglite } from '../../src/db'
import { PGLITE_SHARED_BUFFERS } from '../../src/db/openPglite'
import { rowsOf } from '../../src/db/rowsOf'

let database: Database
beforeAll(async () => {
  database = await openPglite()
})
afterAll(async () => {
  await database?.close()
})

describe('PGlite memory', () => {
  it('runs with the smaller buffer pool (PostgreSQL defaults to 128MB, about 225 MB of the server RSS)', async () => {
    const result = await database.db.execute(sql`SHOW shared_buffers`)
    expect(rowsOf<unknown>(result)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }])
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB')
  })
})
