import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'
import { openSseClient, type SseClient } from './testing/openSseClient'

// On PostgreSQL the stream is fed by LISTEN/NOTIFY, so a change committed through one server instance
// reaches a client connected to another instance on the same database (its own pool and LISTEN connection).
// PGlite is one process's database: there is no second instance to reach, so this file runs only in the
// PostgreSQL pass (vitest.config.ts).
let kit: CardsKit
let instanceB: FastifyInstance
let closeB: () => Promise<void>
let ann: KitUser
let annCard: string
let client: SseClient | undefined

beforeAll(async () => {
  kit = await createCardsKit()
  ann = await kit.activeUser(1)
  annCard = (await kit.activeCard(ann, 0n)).id
  // Instance B: its own pool (connectAgain) on the same schema, as a second process would open.
  const again = await (await secondPoolOf(kit)).connectAgain()
  instanceB = await buildApp(kit.t.config, {
    clock: kit.t.clock,
    database: again.database,
    keepDatabaseOpen: true,
  })
  closeB = async () => {
    await instanceB.close()
    await again.close()
  }
}, 120_000)

afterAll(async () => {
  client?.close()
  await closeB?.()
  await kit?.close()
})

/** Opens a second pool on the kit's PostgreSQL schema. */
async function secondPoolOf(k: CardsKit) {
  const url = process.env.DATABASE_URL!
  const { openPostgres } = await import('../../db')
  const schema = rowsOf<{ s: string }>(await k.db.execute('SELECT current_schema() AS s'))[0]!.s
  return {
    connectAgain: async () => {
      const database = await openPostgres({ url, searchPath: schema, max: 3 })
      return { database, close: () => database.close() }
    },
  }
}

describe('two instances on one PostgreSQL database', () => {
  it('a change committed through instance A reaches a stream on instance B', async () => {
    const originB = await instanceB.listen({ port: 0, host: '127.0.0.1' })
    client = await openSseClient(`${originB}/api/events`, { cookie: ann.headers.cookie! })
    expect(client.status).toBe(200)
    // Instance A (the kit's app) takes the request and commits the change.
    const lock = await ann.api.post(`/card/${annCard}/lock`)
    expect(lock.statusCode, lock.body).toBe(204)
    const [event] = await client.waitFor(1)
    expect(event).toMatchObject({ event: 'card.state', data: { cardId: annCard, status: 'locked' } })
  })
})
