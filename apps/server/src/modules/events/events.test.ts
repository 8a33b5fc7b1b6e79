import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { openSseClient, type SseClient } from './testing/openSseClient'

// Live updates: GET /api/events over real HTTP through the real app (PGlite, and PostgreSQL when
// DATABASE_URL is set). Events come from the database's triggers (0040) through LISTEN/NOTIFY.
let kit: CardsKit
let origin: string
let ann: KitUser
let bob: KitUser
let annCard: string
let bobCard: string
const open: SseClient[] = []

const cookieOf = (user: KitUser) => ({ cookie: user.headers.cookie! })
const stream = async (headers: Record<string, string>) => {
  const client = await openSseClient(`${origin}/api/events`, headers)
  open.push(client)
  return client
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 400))

beforeAll(async () => {
  kit = await createCardsKit()
  ann = await kit.activeUser(1)
  bob = await kit.activeUser(2)
  annCard = (await kit.activeCard(ann, 0n)).id
  bobCard = (await kit.activeCard(bob, 0n)).id
  origin = await kit.app.listen({ port: 0, host: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  for (const client of open) client.close()
  await kit?.close()
})

describe('GET /api/events', () => {
  it('answers 401 without a session, and when X-PAYER names another address', async () => {
    const none = await fetch(`${origin}/api/events`)
    expect(none.status).toBe(401)
    expect(((await none.json()) as { code: string }).code).toBe('unauthorized')
    const other = await fetch(`${origin}/api/events`, {
      headers: { ...cookieOf(ann), 'x-payer': bob.address },
    })
    expect(other.status).toBe(401)
  })

  it("streams each of the owner's events once, and never another owner's", async () => {
    const annStream = await stream(cookieOf(ann)) // as a browser's EventSource: the cookie only
    const annAgain = await stream(ann.headers) // a fetch stream with X-PAYER: a second connection of hers
    const bobStream = await stream(bob.headers)
    expect(annStream.status).toBe(200)
    expect(annStream.headers.get('content-type')).toMatch(/^text\/event-stream/)

    const lock = await ann.api.post(`/card/${annCard}/lock`)
    expect(lock.statusCode, lock.body).toBe(204)
    await kit.fund(annCard, 10n * USD)

    for (const client of [annStream, annAgain]) {
      await client.waitFor(2)
    }
    await settle()
    for (const client of [annStream, annAgain]) {
      expect(client.messages.map((m) => [m.event, m.data])).toEqual([
        ['card.state', { cardId: annCard, status: 'locked', lockReason: 'user' }],
        ['card.settled', { cardId: annCard, amount: '10.00' }],
      ])
      const ids = client.messages.map((m) => Number(m.id))
      expect(ids[1]).toBeGreaterThan(ids[0]!)
    }
    expect(bobStream.messages).toEqual([])

    // Bob's own event reaches Bob only.
    await kit.fund(bobCard, 3n * USD)
    await bobStream.waitFor(1)
    await settle()
    expect(bobStream.messages.map((m) => [m.event, m.data])).toEqual([
      ['card.settled', { cardId: bobCard, amount: '3.00' }],
    ])
    expect(annStream.messages).toHaveLength(2)
  })

  it('resumes after Last-Event-ID: the rows after it, then live ones, each once', async () => {
    const first = await stream(cookieOf(ann))
    await (await ann.api.post(`/card/${annCard}/unlock`)).statusCode
    const [unlocked] = await first.waitFor(1)
    await kit.fund(annCard, 1n * USD)
    await first.waitFor(2)
    first.close()

    // Reconnects as EventSource does, naming the last event it saw: the settlement after it is replayed.
    const resumed = await stream({ ...cookieOf(ann), 'last-event-id': unlocked!.id! })
    const [replayed] = await resumed.waitFor(1)
    expect(replayed).toEqual(first.messages[1])
    const lock = await ann.api.post(`/card/${annCard}/lock`)
    expect(lock.statusCode, lock.body).toBe(204)
    await resumed.waitFor(2)
    await settle()
    expect(resumed.messages.map((m) => m.event)).toEqual(['card.settled', 'card.state'])
    expect(new Set(resumed.messages.map((m) => m.id)).size).toBe(2)
    // Nothing of Bob's is replayed to Ann, however far back she resumes.
    const fromStart = await stream({ ...cookieOf(ann), 'last-event-id': '0' })
    await settle()
    expect(fromStart.messages.length).toBeGreaterThan(0)
    expect(fromStart.messages.every((m) => m.data.cardId === annCard)).toBe(true)
  })

  it('an owner without a card hears their own events (a free card earned, a reward), and resumes after one', async () => {
    const cara = await kit.activeUser(3)
    const owned = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM cards WHERE owner_address = ${cara.lower}`,
    )
    expect(rowsOf<{ n: number }>(owned)[0]!.n).toBe(0)
    const annStream = await stream(cookieOf(ann))
    const live = await stream(cookieOf(cara))
    const reward = (ref: string) =>
      kit.db.execute(sql`INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
        VALUES (${cara.lower}, 'referral', 5000000, ${ref}, now())`)

    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${cara.lower}`,
    )
    const [earned] = await live.waitFor(1)
    expect(earned).toMatchObject({ event: 'cards.earned', data: { cardAllowance: expect.any(Number) } })
    expect(earned!.data).not.toHaveProperty('cardId')
    await reward('events-cardless-1')
    await live.waitFor(2)
    expect(live.messages[1]).toMatchObject({
      event: 'rewards.changed',
      data: { rewardType: 'referral', amount: '5.00' },
    })
    live.close()

    // Reconnects naming the free card's event: the reward after it is replayed, then a live one follows, in order.
    const resumed = await stream({ ...cookieOf(cara), 'last-event-id': earned!.id! })
    const [replayed] = await resumed.waitFor(1)
    expect(replayed).toEqual(live.messages[1])
    await reward('events-cardless-2')
    await resumed.waitFor(2)
    await settle()
    expect(resumed.messages.map((m) => m.event)).toEqual(['rewards.changed', 'rewards.changed'])
    expect(Number(resumed.messages[1]!.id)).toBeGreaterThan(Number(resumed.messages[0]!.id))
    // Cara's events are hers only.
    expect(annStream.messages).toEqual([])
  })

  it('ends open streams when the app closes, without holding the close', async () => {
    const client = await stream(cookieOf(ann))
    const started = Date.now()
    await kit.app.close()
    await client.ended
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
