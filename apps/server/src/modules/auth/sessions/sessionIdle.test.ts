import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signIn, type TestApp, testAccount } from '../../../../test/helpers'
import { rowsOf } from '../../../db/rowsOf'
import { openSseClient, type SseClient } from '../../events/testing/openSseClient'

// SESSION_IDLE (12 h by default): a session not used for longer is refused, and its event streams end wherever
// they are open, through the same row deletion and notification as revocation. Real HTTP through the real app
// (PGlite, and PostgreSQL with DATABASE_URL); a short heartbeat so the stream's own check runs in the test.
const HOUR = 3_600_000
let t: TestApp
let origin: string
const open: SseClient[] = []

beforeAll(async () => {
  t = await createTestApp({ eventsHeartbeatMs: 300, config: { sessionIdleMs: 12 * HOUR } })
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  for (const client of open) client.close()
  t?.app.server.closeAllConnections()
  await t?.close()
})

type Headers = { cookie: string; 'x-payer': string }

/** Makes the session of `headers` last used `ms` ago (as if nobody had called with it since). */
async function lastUsed(headers: Headers, ms: number) {
  const seen = new Date(t.clock.now().getTime() - ms).toISOString()
  await t.database.db.execute(
    `UPDATE sessions SET last_seen_at = '${seen}' WHERE address = '${headers['x-payer'].toLowerCase()}'`,
  )
}

const sessionsOf = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/sessions', headers })

const streamRows = async (address: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      `SELECT count(*)::int AS n FROM event_streams WHERE address = '${address.toLowerCase()}'`,
    ),
  )[0]!.n

const stream = async (headers: Headers) => {
  const client = await openSseClient(`${origin}/api/events`, { cookie: headers.cookie })
  open.push(client)
  return client
}

const endsWithin = (client: SseClient, ms: number) =>
  Promise.race([
    client.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])

describe('SESSION_IDLE', () => {
  it('a session used just under 12 hours ago still answers (and counts as used again)', async () => {
    const { headers } = await signIn(t.app, testAccount(1))
    await lastUsed(headers, 12 * HOUR - 60_000)
    const res = await sessionsOf(headers)
    expect(res.statusCode, res.body).toBe(200)
    const seen = rowsOf<{ at: Date | string }>(
      await t.database.db.execute(
        `SELECT last_seen_at AS at FROM sessions WHERE address = '${headers['x-payer'].toLowerCase()}'`,
      ),
    )[0]!.at
    expect(new Date(seen).getTime()).toBe(t.clock.now().getTime())
  })

  it('a session idle longer is refused 401, and its open streams end at once', async () => {
    const { headers } = await signIn(t.app, testAccount(2))
    const client = await stream(headers)
    expect(client.status).toBe(200)
    expect(await streamRows(headers['x-payer'])).toBe(1)

    await lastUsed(headers, 12 * HOUR + 60_000)
    const res = await sessionsOf(headers)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('unauthorized')
    expect(await endsWithin(client, 5_000)).toBe(true)
    expect(await streamRows(headers['x-payer'])).toBe(0)

    const again = await openSseClient(`${origin}/api/events`, { cookie: headers.cookie })
    open.push(again)
    expect(again.status).toBe(401)
  })

  it("a stream alone does not keep a session in use: the stream's heartbeat ends it once idle", async () => {
    const { headers } = await signIn(t.app, testAccount(3))
    const first = await stream(headers)
    const second = await stream(headers)
    await new Promise((r) => setTimeout(r, 700))
    expect(await endsWithin(first, 0)).toBe(false)

    await lastUsed(headers, 12 * HOUR + 60_000)
    expect(await endsWithin(first, 5_000)).toBe(true)
    expect(await endsWithin(second, 5_000)).toBe(true)
    for (let i = 0; i < 50 && (await streamRows(headers['x-payer'])) > 0; i++) {
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(await streamRows(headers['x-payer'])).toBe(0)
  })

  it('an idle session is refused, not deleted (its push devices stay until it is ended); a new sign-in works', async () => {
    const account = testAccount(4)
    const { headers } = await signIn(t.app, account)
    await lastUsed(headers, 13 * HOUR)
    expect((await sessionsOf(headers)).statusCode).toBe(401)
    const rows = rowsOf(
      await t.database.db.execute(
        `SELECT 1 FROM sessions WHERE address = '${account.address.toLowerCase()}'`,
      ),
    )
    expect(rows).toHaveLength(1)
    const fresh = await signIn(t.app, account)
    expect((await sessionsOf(fresh.headers)).statusCode).toBe(200)
  })
})
