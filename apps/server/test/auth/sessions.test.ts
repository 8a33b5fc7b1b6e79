import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../src/db/schema'
import { hashSessionToken } from '../../src/runtime/session/sessionToken'
import {
  countSessions,
  createTestApp,
  type SignInResult,
  signIn,
  startTestChain,
  type TestApp,
  type TestChain,
  testAccount,
} from '../helpers'

// The profile's sessions and "sign out everywhere", through the real app and real SIWE sign-ins.
// Each test signs in accounts of its own (indexes above 9 are unfunded but sign like any other), so the
// sessions one test leaves behind never show up in another's list.

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

type ListedSession = {
  id: string
  createdAt: string
  lastSeenAt?: string
  userAgent?: string
  current: boolean
}

let chain: TestChain
let t: TestApp

beforeAll(async () => {
  chain = await startTestChain()
  t = await createTestApp({ chain })
})
afterAll(async () => {
  await t?.close()
  await chain?.stop()
})

async function list(session: SignInResult): Promise<ListedSession[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: session.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ sessions: ListedSession[] }>().sessions
}

const state = (session: SignInResult) =>
  t.app.inject({ method: 'GET', url: '/api/state', headers: session.headers }).then((r) => r.statusCode)

const tokenOf = (session: SignInResult) => session.cookie.split('=')[1]!

/** Two sessions of one address (a laptop, then a second device a minute later) and one of another. */
async function threeSessions(first: number, other: number) {
  const laptop = await signIn(t.app, testAccount(first), { userAgent: chromeOnMac })
  t.clock.advance(60_000)
  const phone = await signIn(t.app, testAccount(first), { userAgent: firefoxOnLinux })
  const stranger = await signIn(t.app, testAccount(other))
  return { laptop, phone, stranger }
}

describe('GET /api/user/sessions', () => {
  it('lists the two sessions of the address, newest first, this one current, nobody else’s', async () => {
    const { laptop, phone, stranger } = await threeSessions(11, 12)
    const fromLaptop = await list(laptop)
    expect(fromLaptop).toHaveLength(2)
    expect(fromLaptop.map((s) => s.current)).toEqual([false, true])
    expect(fromLaptop.map((s) => s.userAgent)).toEqual(['Firefox on Linux', 'Chrome on macOS'])
    expect(new Date(fromLaptop[1]!.createdAt).getTime()).toBe(
      new Date(fromLaptop[0]!.createdAt).getTime() - 60_000,
    )
    const fromPhone = await list(phone)
    expect(fromPhone.map((s) => s.id)).toEqual(fromLaptop.map((s) => s.id))
    expect(fromPhone.map((s) => s.current)).toEqual([true, false])

    const theirs = await list(stranger)
    expect(theirs).toHaveLength(1)
    expect(theirs[0]).toMatchObject({ current: true })
    expect(theirs[0]!.userAgent).toBeUndefined()
    expect(fromLaptop.map((s) => s.id)).not.toContain(theirs[0]!.id)
  })

  it('answers public UUIDs, never the cookie token nor its hash (the row key)', async () => {
    const { laptop, phone } = await threeSessions(13, 14)
    const listed = await list(laptop)
    const body = JSON.stringify(listed)
    for (const session of [laptop, phone]) {
      expect(body).not.toContain(tokenOf(session))
      expect(body).not.toContain(hashSessionToken(tokenOf(session)))
    }
    for (const s of listed)
      expect(s.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('leaves out expired sessions; needs a session', async () => {
    const { laptop } = await threeSessions(15, 16)
    t.clock.advance(7 * 86_400_000 - 30_000) // the first expires, the second (a minute younger) not yet
    const fresh = await signIn(t.app, testAccount(15))
    const listed = await list(fresh)
    expect(listed).toHaveLength(2)
    expect(await state(laptop)).toBe(401)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/sessions' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('lastSeenAt: written at sign-in, then at most once per 5 minutes of use', async () => {
    const session = await signIn(t.app, testAccount(17))
    const signedInAt = t.clock.now().toISOString()
    const [row] = await list(session)
    expect(row).toMatchObject({ createdAt: signedInAt, lastSeenAt: signedInAt })

    t.clock.advance(4 * 60_000)
    expect(await state(session)).toBe(200)
    expect((await list(session))[0]!.lastSeenAt).toBe(signedInAt)

    t.clock.advance(2 * 60_000)
    const usedAt = t.clock.now().toISOString()
    expect(await state(session)).toBe(200)
    expect((await list(session))[0]!.lastSeenAt).toBe(usedAt)
  })
})

describe('DELETE /api/user/sessions/{id}', () => {
  it('ends my other session: its cookie then gets 401, mine still works', async () => {
    const { laptop, phone } = await threeSessions(21, 22)
    const other = (await list(laptop)).find((s) => !s.current)!
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other.id}`,
      headers: laptop.headers,
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await state(phone)).toBe(401)
    expect(await state(laptop)).toBe(200)
    expect((await list(laptop)).map((s) => s.id)).not.toContain(other.id)

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other.id}`,
      headers: laptop.headers,
    })
    expect(again.statusCode).toBe(404)
  })

  it("another address's session id, or an unknown one, is 404 not_found and changes nothing", async () => {
    const { laptop, phone, stranger } = await threeSessions(23, 24)
    const theirs = (await list(stranger))[0]!
    const before = await countSessions(t.app)
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/sessions/${id}`,
        headers: laptop.headers,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: expect.stringContaining('not found') })
    }
    expect(await countSessions(t.app)).toBe(before)
    expect(await state(stranger)).toBe(200)
    expect(await state(phone)).toBe(200)
    expect(await list(stranger)).toEqual([theirs])
  })

  it('bad ids are 400 validation_failed and change nothing', async () => {
    const { laptop, phone } = await threeSessions(25, 26)
    const before = await countSessions(t.app)
    const hash = hashSessionToken(tokenOf(phone))
    for (const id of [
      'not-a-uuid',
      hash,
      tokenOf(phone),
      '9A3E6C1D-4F2B-4E8A-B7C5-0D1F2E3A4B5C',
      "1' or '1'='1",
    ]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/sessions/${encodeURIComponent(id)}`,
        headers: laptop.headers,
      })
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed' })
    }
    expect(await countSessions(t.app)).toBe(before)
    expect(await state(phone)).toBe(200)
  })

  it('ending my own session through it also clears my cookie', async () => {
    const session = await signIn(t.app, testAccount(27))
    const mine = (await list(session))[0]!
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${mine.id}`,
      headers: session.headers,
    })
    expect(res.statusCode).toBe(204)
    expect(String(res.headers['set-cookie'])).toMatch(/^chaincard_session=;.*Expires=Thu, 01 Jan 1970/)
    expect(await state(session)).toBe(401)
  })

  it('needs a session: without one it is 401 and nothing is deleted', async () => {
    const { laptop } = await threeSessions(28, 29)
    const id = (await list(laptop))[0]!.id
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}` })
    expect(res.statusCode).toBe(401)
    expect((await list(laptop)).map((s) => s.id)).toContain(id)
  })
})

describe('POST /api/user/sessions/revoke-all', () => {
  it('ends every session of the address, this one included, clears the cookie, leaves others alone', async () => {
    const { laptop, phone, stranger } = await threeSessions(31, 32)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-all',
      headers: phone.headers,
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(String(res.headers['set-cookie'])).toMatch(/^chaincard_session=;.*Expires=Thu, 01 Jan 1970/)
    expect(await state(laptop)).toBe(401)
    expect(await state(phone)).toBe(401)
    expect(await state(stranger)).toBe(200)
    const address = testAccount(31).address.toLowerCase()
    expect(await t.app.db.select().from(sessions).where(eq(sessions.address, address))).toEqual([])
    // The ended cookie cannot do it again, nor list anything.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-all',
      headers: phone.headers,
    })
    expect(again.statusCode).toBe(401)
  })

  it('an X-PAYER that is not the session’s is 401 and ends nothing', async () => {
    const { laptop, phone } = await threeSessions(33, 34)
    const before = await countSessions(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-all',
      headers: { ...laptop.headers, 'x-payer': testAccount(34).address },
    })
    expect(res.statusCode).toBe(401)
    expect(await countSessions(t.app)).toBe(before)
    expect(await state(phone)).toBe(200)
  })
})

describe('sign-in stores a short browser description, never the raw header', () => {
  it('keeps "Chrome on macOS" for a Chrome user agent and nothing for an unknown one', async () => {
    const known = await signIn(t.app, testAccount(35), { userAgent: chromeOnMac })
    const unknown = await signIn(t.app, testAccount(35), { userAgent: `evil<script>${'x'.repeat(300)}` })
    const rows = await t.app.db
      .select({ id: sessions.id, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.address, testAccount(35).address.toLowerCase()))
    const byId = new Map(rows.map((r) => [r.id, r.userAgent]))
    expect(byId.get(hashSessionToken(tokenOf(known)))).toBe('Chrome on macOS')
    expect(byId.get(hashSessionToken(tokenOf(unknown)))).toBeNull()
  })

  it('names Android and ChromeOS, not "Linux", from the User-Agent and the client hints', async () => {
    const address = testAccount(36).address
    const android = await signIn(t.app, testAccount(36), {
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    })
    // A Chromebook in a desktop Linux disguise (and Brave, which sends Chrome's User-Agent): the hints tell.
    const chromebook = await signIn(t.app, testAccount(36), {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      clientHints: {
        brands: '"Brave";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
        platform: '"Chrome OS"',
      },
    })
    const listed = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: android.headers })
    expect(listed.statusCode).toBe(200)
    const labels = listed.json<{ sessions: { userAgent?: string; current: boolean }[] }>().sessions
    expect(labels.map((s) => s.userAgent).sort()).toEqual(['Brave on ChromeOS', 'Chrome on Android'])
    expect(labels.find((s) => s.current)?.userAgent).toBe('Chrome on Android')
    expect(chromebook.address.toLowerCase()).toBe(address.toLowerCase())
  })
})
