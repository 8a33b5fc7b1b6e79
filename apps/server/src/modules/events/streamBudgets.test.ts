import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BUDGETS } from '../../config'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'
import { openSseClient, type SseClient } from './testing/openSseClient'

// Budgets of GET /api/events, counted in the database (event_streams) so every instance shares them: 3 streams
// a session, 10 an address (a new one closes the oldest), a service-wide cap answered 503, and a session's
// streams ended the moment it ends. Over real HTTP through the real app (PGlite, and PostgreSQL with
// DATABASE_URL), with the default heartbeat of 25 s: nothing here waits for one.
const GLOBAL = 14
let kit: CardsKit
let origin: string
const open: SseClient[] = []

beforeAll(async () => {
  kit = await createCardsKit({ config: { budgets: { ...DEFAULT_BUDGETS, streamsGlobal: GLOBAL } } })
  origin = await kit.app.listen({ port: 0, host: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  for (const client of open) client.close()
  // fetch (undici) opens spare connections that never send a request once the server has ended one of its
  // streams; the server leaves such connections to send their first request, so the test drops them.
  kit?.app.server.closeAllConnections()
  await kit?.close()
})

const stream = async (user: KitUser, headers: Record<string, string> = {}) => {
  const client = await openSseClient(`${origin}/api/events`, { cookie: user.headers.cookie!, ...headers })
  open.push(client)
  return client
}

/** A stream's state: whether the server ended it (checked without waiting). */
const tracked = (client: SseClient) => {
  const state = { ended: false }
  void client.ended.then(() => {
    state.ended = true
  })
  return state
}

const endsWithin = (client: SseClient, ms: number) =>
  Promise.race([
    client.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])

const openRows = async () =>
  rowsOf<{ n: number }>(await kit.db.execute('SELECT count(*)::int AS n FROM event_streams'))[0]!.n

async function closeAll() {
  for (const client of open.splice(0)) client.close()
  for (let i = 0; i < 50 && (await openRows()) > 0; i++) await new Promise((r) => setTimeout(r, 100))
  expect(await openRows()).toBe(0)
}

describe('event stream budgets', () => {
  it('the 4th stream of a session closes the 1st; the other three stay open', async () => {
    const ann = await kit.signIn(1)
    const first = await stream(ann)
    const firstState = tracked(first)
    const others = [await stream(ann), await stream(ann)]
    await new Promise((r) => setTimeout(r, 300))
    expect(firstState.ended).toBe(false)
    const fourth = await stream(ann)
    expect(fourth.status).toBe(200)
    expect(await endsWithin(first, 3_000)).toBe(true)
    const states = [...others, fourth].map(tracked)
    await new Promise((r) => setTimeout(r, 300))
    expect(states.map((s) => s.ended)).toEqual([false, false, false])
    expect(await openRows()).toBe(3)
    await closeAll()
  })

  it('an address keeps 10 streams over all its sessions: the 11th closes its oldest', async () => {
    const sessions = [await kit.signIn(2), await kit.signIn(2), await kit.signIn(2), await kit.signIn(2)]
    const clients: SseClient[] = []
    for (const [i, session] of sessions.entries()) {
      for (let j = 0; j < (i < 3 ? 3 : 1); j++) clients.push(await stream(session))
    }
    expect(await openRows()).toBe(10)
    const states = clients.map(tracked)
    const eleventh = await stream(sessions[3]!)
    expect(eleventh.status).toBe(200)
    expect(await endsWithin(clients[0]!, 3_000)).toBe(true)
    await new Promise((r) => setTimeout(r, 300))
    expect(states.slice(1).every((s) => !s.ended)).toBe(true)
    expect(await openRows()).toBe(10)
    await closeAll()
  })

  it('when every stream of the service is taken: 503 streams_full, while a person at their own budget still gets one', async () => {
    const users = [
      await kit.signIn(3),
      await kit.signIn(4),
      await kit.signIn(5),
      await kit.signIn(6),
      await kit.signIn(7),
    ]
    // 5 people with 3, 3, 3, 3, 2 streams: the 14 slots of the service.
    for (const [i, user] of users.entries()) for (let j = 0; j < (i < 4 ? 3 : 2); j++) await stream(user)
    expect(await openRows()).toBe(GLOBAL)
    const newcomer = await kit.signIn(8)
    const refused = await fetch(`${origin}/api/events`, { headers: { cookie: newcomer.headers.cookie! } })
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { code: string }).code).toBe('streams_full')
    // Someone at their session's budget closes their own oldest instead: no slot of anyone else's is taken.
    const again = await stream(users[0]!)
    expect(again.status).toBe(200)
    expect(await openRows()).toBe(GLOBAL)
    await closeAll()
  })

  it('ending a session (sign out everywhere, sign out) ends its streams at once, not at the next heartbeat', async () => {
    const erin = await kit.signIn(9)
    const other = await kit.signIn(9)
    const streams = [await stream(erin), await stream(other)]
    const revoke = await erin.api.post('/user/sessions/revoke-all')
    expect(revoke.statusCode, revoke.body).toBe(204)
    const started = Date.now()
    for (const client of streams) expect(await endsWithin(client, 5_000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)

    const frank = await kit.signIn(10)
    const single = await stream(frank)
    const out = await frank.api.post('/sign-out')
    expect(out.statusCode).toBe(204)
    expect(await endsWithin(single, 5_000)).toBe(true)
    await closeAll()
  })

  it('open streams are a gauge in /metrics', async () => {
    const gus = await kit.signIn(11)
    await stream(gus)
    await stream(gus)
    const text = await kit.app.metrics.scrape()
    expect(/^chaincard_event_streams_open (\d+)$/m.exec(text)?.[1]).toBe('2')
    await closeAll()
    expect(/^chaincard_event_streams_open (\d+)$/m.exec(await kit.app.metrics.scrape())?.[1]).toBe('0')
  })

  it('Last-Event-ID: 0 replays the newest 100 events, not the whole history', async () => {
    const hal = await kit.activeUser(12)
    const card = (await kit.activeCard(hal, 0n)).id
    await kit.db.execute(
      `SELECT card_event_emit('${card}', 'card.state', '{"status":"locked","lockReason":"user"}'::jsonb)
       FROM generate_series(1, 130)`,
    )
    const newest = rowsOf<{ id: number }>(
      await kit.db.execute(`SELECT max(id)::int AS id FROM card_events WHERE card_id = '${card}'`),
    )[0]!.id
    const client = await stream(hal, { 'last-event-id': '0' })
    await client.waitFor(100)
    await new Promise((r) => setTimeout(r, 400))
    expect(client.messages).toHaveLength(100)
    expect(Number(client.messages.at(-1)!.id)).toBe(newest)
    expect(Number(client.messages[0]!.id)).toBe(newest - 99)
    await closeAll()
  })
})
