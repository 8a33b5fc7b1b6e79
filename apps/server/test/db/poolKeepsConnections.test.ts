import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openPostgres } from '../../src/db'

// PostgreSQL only: vitest.config.ts runs this file in the PostgreSQL pass alone (PGlite has no pool).
const url = process.env.DATABASE_URL ?? ''

// The request pool keeps the connections a busy moment opened, past node-postgres's idle timeout: the next busy
// moment (purchase decisions after a quiet spell) finds them warm instead of opening new backends.
describe('the PostgreSQL request pool', () => {
  it('keeps every connection it opened after they sit idle past the idle timeout', async () => {
    // node-postgres (the default driver), whatever DATABASE_DRIVER says: postgres.js keeps its connections itself.
    const database = await openPostgres({ url, max: 4, idleTimeoutMs: 100, driver: 'pg' })
    try {
      // Four statements at once: the pool opens four connections.
      await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)))
      expect(database.stats()).toMatchObject({ total: 4 })
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(database.stats()).toMatchObject({ kind: 'postgres', total: 4, idle: 4, max: 4 })
    } finally {
      await database.close()
    }
  })
})
