import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openPglite } from '../../src/db'

// openPglite runs PGlite statements one per event-loop turn (yieldBetweenQueries), so a queue of requests
// waiting for the embedded database does not keep the server from reading sockets and accepting connections.
let database: Database

beforeAll(async () => {
  database = await openPglite()
})
afterAll(async () => {
  await database?.close()
})

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

describe('PGlite statements, one per event-loop turn', () => {
  it('let macrotasks (socket reads, accepts, timers) run between queued statements', async () => {
    let turns = 0
    let counting = true
    const countTurns = () => {
      if (!counting) return
      turns++
      setImmediate(countTurns)
    }
    setImmediate(countTurns)
    const finishedAtTurn: number[] = []
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        database.db.execute(sql`SELECT ${i}::int AS i`).then(() => finishedAtTurn.push(turns)),
      ),
    )
    counting = false
    // Without the yield all 30 finish within one turn (promise callbacks only).
    expect(finishedAtTurn.at(-1)! - finishedAtTurn[0]!).toBeGreaterThanOrEqual(20)
  })

  it('answer in arrival order, each its own result', async () => {
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

  it('a failing statement rejects alone; the queue goes on, transactions included', async () => {
    const [bad, good, inTx] = await Promise.allSettled([
      database.db.execute(sql`SELECT * FROM no_such_table`),
      database.db.execute(sql`SELECT 1 AS one`),
      database.db.transaction(async (tx) => rowsOf(await tx.execute(sql`SELECT 2 AS two`))),
    ])
    expect(bad.status).toBe('rejected')
    expect(good.status === 'fulfilled' && rowsOf(good.value)).toEqual([{ one: 1 }])
    expect(inTx.status === 'fulfilled' && inTx.value).toEqual([{ two: 2 }])
  })
})
