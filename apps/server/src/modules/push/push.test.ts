import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { AppError } from '../../errors'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'
import { SANDBOX_VAPID_FILE } from './resolveVapidKeys'
import { subscribeDevice } from './subscribeDevice'
import { type LocalPushService, startLocalPushService } from './testing/localPushService'
import { createPushDevice, verifyVapid } from './testing/pushDevice'

// Web Push: the routes through the real app (PGlite, and PostgreSQL when DATABASE_URL is set), and the
// sender delivering to a push service on 127.0.0.1, whose bodies the test decrypts as a browser would (RFC 8291).
let kit: CardsKit
let push: LocalPushService
let ann: KitUser
let bob: KitUser
let annCard: string
let publicKey: string

const subscribe = (user: KitUser, body: unknown) =>
  kit.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: user.headers,
    payload: body as object,
  })
const remove = (user: KitUser, id: string) =>
  kit.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: user.headers })
const list = async (user: KitUser) =>
  (await kit.app.inject({ method: 'GET', url: '/api/push/subscriptions', headers: user.headers })).json<{
    subscriptions: { id: string; endpoint: string; kinds: string[] }[]
  }>().subscriptions

/** The row id of `user`'s newest session (what a subscription made through it is tied to). */
const sessionIdOf = async (user: KitUser) => {
  const rows = rowsOf<{ id: string }>(
    await kit.db.execute(
      `SELECT id FROM sessions WHERE address = '${user.lower}' ORDER BY created_at DESC LIMIT 1`,
    ),
  )
  return rows[0]!.id
}

beforeAll(async () => {
  kit = await createCardsKit({ config: { pushAllowHttpEndpoints: true } })
  push = await startLocalPushService()
  ann = await kit.activeUser(1)
  bob = await kit.activeUser(2)
  annCard = (await kit.activeCard(ann)).id
}, 120_000)

afterAll(async () => {
  await kit?.close()
  await push?.close()
})

describe('GET /api/push/key', () => {
  it('answers the sandbox key pair generated once into DATA_DIR (0600), without a session', async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/api/push/key' })
    expect(res.statusCode).toBe(200)
    publicKey = res.json<{ publicKey: string }>().publicKey
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/)
    const file = join(kit.t.config.dataDir, SANDBOX_VAPID_FILE)
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(publicKey)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })
})

describe('POST, GET and DELETE /api/push/subscriptions', () => {
  const device = createPushDevice()
  const valid = () => ({
    ...device.subscription('https://push.example/send/ann-phone'),
    kinds: ['challenge'],
  })

  it('refuses without a session', async () => {
    const res = await kit.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: valid() })
    expect(res.statusCode).toBe(401)
    expect((await kit.app.inject({ method: 'GET', url: '/api/push/subscriptions' })).statusCode).toBe(401)
  })

  it.each([
    ['an ftp endpoint', { endpoint: 'ftp://push.example/x' }],
    ['an endpoint with credentials', { endpoint: 'https://user:pw@push.example/x' }],
    ['a short p256dh', { keys: { p256dh: 'BAAA', auth: valid().keys.auth } }],
    ['an auth secret of 15 bytes', { keys: { p256dh: valid().keys.p256dh, auth: 'A'.repeat(20) } }],
    ['padded base64', { keys: { p256dh: valid().keys.p256dh, auth: `${valid().keys.auth}==` } }],
    ['no kind', { kinds: [] }],
    ['an unknown kind', { kinds: ['marketing'] }],
    ['a kind twice', { kinds: ['deposit', 'deposit'] }],
    ['an unknown field', { owner: '0x0000000000000000000000000000000000000002' }],
  ])('answers 400 for %s and stores nothing', async (_name, change) => {
    const res = await subscribe(ann, { ...valid(), ...change })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().code).toBe('validation_failed')
    expect(await list(ann)).toEqual([])
  })

  it.each([
    'http://push.example/x',
    'https://10.0.0.7/push',
    'https://[::1]/push',
    'https://localhost:8080/push',
    'https://push.localhost/x',
    'https://intranet/push',
  ])('refuses %s unless the config allows local http endpoints (tests only)', async (endpoint) => {
    const body = { ...device.subscription(endpoint), kinds: ['challenge' as const] }
    const refused = subscribeDevice({
      db: kit.db,
      owner: ann.lower,
      sessionId: await sessionIdOf(ann),
      body,
      allowHttp: false,
    })
    await expect(refused).rejects.toBeInstanceOf(AppError)
    await expect(refused).rejects.toMatchObject({ code: 'validation_failed', status: 400 })
    expect(await list(ann)).toEqual([])
  })

  it.each([
    ['https://127.0.0.1.nip.io/push', ['127.0.0.1']],
    ['https://metadata.google.internal/push', ['169.254.169.254']],
    ['https://corp.example/push', ['10.1.2.3']],
    ['https://v6.example/push', ['2001:db8::1', 'fe80::1']],
    ['https://mapped.example/push', ['::ffff:192.168.1.1']],
    ['https://nowhere.example/push', []],
    ['https://push.example:8443/push', ['203.0.113.9']],
  ])('refuses %s whose name resolves to %j (or not port 443), in production', async (endpoint, addresses) => {
    const body = { ...device.subscription(endpoint), kinds: ['challenge' as const] }
    const refused = subscribeDevice({
      db: kit.db,
      owner: ann.lower,
      sessionId: await sessionIdOf(ann),
      body,
      allowHttp: false,
      resolveHost: async () => addresses,
    })
    await expect(refused).rejects.toMatchObject({ code: 'validation_failed', status: 400 })
    expect(await list(ann)).toEqual([])
  })

  it('takes a push service whose name resolves to public addresses only (control)', async () => {
    const body = { ...device.subscription('https://fcm.example/push/ok'), kinds: ['challenge' as const] }
    const stored = await subscribeDevice({
      db: kit.db,
      owner: ann.lower,
      sessionId: await sessionIdOf(ann),
      body,
      allowHttp: false,
      resolveHost: async () => ['203.0.113.9', '2001:4860::8888'],
    })
    expect(stored.endpoint).toBe('https://fcm.example/push/ok')
    await kit.db.execute(`DELETE FROM push_subscriptions WHERE endpoint = 'https://fcm.example/push/ok'`)
  })

  it('a device that changes hands belongs to the owner who subscribed it last', async () => {
    const shared = {
      ...createPushDevice().subscription('https://push.example/send/shared'),
      kinds: ['deposit'],
    }
    const first = (await subscribe(ann, shared)).json().subscription
    const second = await subscribe(bob, { ...shared, kinds: ['challenge'] })
    expect(second.statusCode).toBe(200)
    expect(second.json().subscription).toMatchObject({ id: first.id, kinds: ['challenge'] })
    expect(await list(ann)).toEqual([])
    expect((await remove(ann, first.id)).statusCode).toBe(404)
    expect((await remove(bob, first.id)).statusCode).toBe(204)
  })

  it('subscribes a device, updates its kinds in place, and only its owner can remove it', async () => {
    const created = await subscribe(ann, valid())
    expect(created.statusCode, created.body).toBe(200)
    const { id } = created.json().subscription
    expect(await list(ann)).toEqual([
      expect.objectContaining({ id, endpoint: 'https://push.example/send/ann-phone', kinds: ['challenge'] }),
    ])
    expect(await list(bob)).toEqual([])

    const again = await subscribe(ann, { ...valid(), kinds: ['purchase', 'deposit'] })
    expect(again.json().subscription).toMatchObject({ id, kinds: ['purchase', 'deposit'] })
    expect(await list(ann)).toHaveLength(1)

    const bobTries = await remove(bob, id)
    expect(bobTries.statusCode).toBe(404)
    expect(bobTries.json().code).toBe('not_found')
    expect(await list(ann)).toHaveLength(1)
    expect((await remove(ann, 'not-a-uuid')).statusCode).toBe(400)

    expect((await remove(ann, id)).statusCode).toBe(204)
    expect(await list(ann)).toEqual([])
    expect((await remove(ann, id)).statusCode).toBe(404)
  })
})

describe('a device belongs to the session that subscribed it', () => {
  const endpointsOf = async (user: KitUser) => (await list(user)).map((s) => s.endpoint).sort()
  const deviceBody = (name: string) => ({
    ...createPushDevice().subscription(`https://push.example/send/${name}`),
    kinds: ['challenge'],
  })

  it('signing out, or ending the session from another device, removes only the devices of that session', async () => {
    const phone = await kit.signIn(3)
    const laptop = await kit.signIn(3)
    const tablet = await kit.signIn(3)
    for (const [user, name] of [
      [phone, 'cy-phone'],
      [laptop, 'cy-laptop'],
      [tablet, 'cy-tablet'],
    ] as const) {
      expect((await subscribe(user, deviceBody(name))).statusCode).toBe(200)
    }
    expect((await phone.api.post('/sign-out')).statusCode).toBe(204)
    expect(await endpointsOf(laptop)).toEqual([
      'https://push.example/send/cy-laptop',
      'https://push.example/send/cy-tablet',
    ])

    const sessions = (await laptop.api.get('/user/sessions')).json<{
      sessions: { id: string; current: boolean }[]
    }>().sessions
    const other = sessions.find((s) => !s.current)!
    const ended = await kit.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other.id}`,
      headers: laptop.headers,
    })
    expect(ended.statusCode, ended.body).toBe(204)
    expect(await endpointsOf(laptop)).toEqual(['https://push.example/send/cy-laptop'])
  })

  it('revoke-all removes every push device of the address, and none of another address', async () => {
    const home = await kit.signIn(4)
    const work = await kit.signIn(4)
    const neighbour = await kit.signIn(5)
    expect((await subscribe(home, deviceBody('dee-home'))).statusCode).toBe(200)
    expect((await subscribe(work, deviceBody('dee-work'))).statusCode).toBe(200)
    expect((await subscribe(neighbour, deviceBody('eve-phone'))).statusCode).toBe(200)
    expect(await endpointsOf(home)).toHaveLength(2)

    expect((await home.api.post('/user/sessions/revoke-all')).statusCode).toBe(204)
    const left = rowsOf(
      await kit.db.execute(`SELECT endpoint FROM push_subscriptions WHERE owner_address = '${home.lower}'`),
    )
    expect(left).toEqual([])
    expect(await endpointsOf(neighbour)).toEqual(['https://push.example/send/eve-phone'])
  })

  it('a device subscribed again from a newer session moves to it, and leaves with that one', async () => {
    const before = await kit.signIn(6)
    const after = await kit.signIn(6)
    const body = deviceBody('fay-browser')
    const first = (await subscribe(before, body)).json().subscription
    const again = (await subscribe(after, body)).json().subscription
    expect(again.id).toBe(first.id)
    expect((await before.api.post('/sign-out')).statusCode).toBe(204)
    expect(await endpointsOf(after)).toEqual(['https://push.example/send/fay-browser'])
    expect((await after.api.post('/sign-out')).statusCode).toBe(204)
    const left = rowsOf(await kit.db.execute(`SELECT 1 FROM push_subscriptions WHERE id = '${first.id}'`))
    expect(left).toEqual([])
  })
})

describe('the sender', () => {
  it('pushes a challenge to the devices that chose it, encrypted (RFC 8291), urgent, signed with VAPID', async () => {
    const phone = createPushDevice()
    const laptop = createPushDevice()
    const bobPhone = createPushDevice()
    expect(
      (await subscribe(ann, { ...phone.subscription(push.endpoint('ann-phone')), kinds: ['challenge'] }))
        .statusCode,
    ).toBe(200)
    expect(
      (await subscribe(ann, { ...laptop.subscription(push.endpoint('ann-laptop')), kinds: ['purchase'] }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await subscribe(bob, {
          ...bobPhone.subscription(push.endpoint('bob-phone')),
          kinds: ['challenge', 'purchase', 'deposit'],
        })
      ).statusCode,
    ).toBe(200)
    const before = push.deliveries.length

    const auth = await ann.api.post(`/sandbox/cards/${annCard}/authorizations`, {
      amount: '3.50',
      merchantName: 'Coffee Shop',
      threeDS: true,
    })
    expect(auth.json()).toMatchObject({ status: 'challenge' })
    const [delivery] = (await push.waitFor(before + 1)).slice(before)
    expect(delivery!.path).toBe('/push/ann-phone')
    expect(delivery!.headers).toMatchObject({ ttl: '600', urgency: 'high', 'content-encoding': 'aes128gcm' })
    const vapid = verifyVapid(String(delivery!.headers.authorization))
    expect(vapid.publicKey).toBe(publicKey)
    expect(vapid.claims).toMatchObject({
      aud: new URL(push.endpoint('x')).origin,
      sub: 'mailto:support@chaincard.example',
    })

    const payload = JSON.parse(phone.decrypt(delivery!.body))
    expect(payload).toEqual({
      kind: 'challenge',
      event: 'challenge.opened',
      cardId: annCard,
      amount: '3.50',
      currency: 'USD',
      url: `/card/${annCard}`,
    })
    // The laptop's keys cannot read it (each device has its own).
    expect(() => laptop.decrypt(delivery!.body)).toThrow()

    // A purchase reaches the laptop (which chose purchases), not the phone, and nothing of Ann reaches Bob.
    const purchase = await ann.api.post(`/sandbox/cards/${annCard}/authorizations`, {
      amount: '2.00',
      merchantName: 'Bakery',
    })
    expect(purchase.json()).toMatchObject({ status: 'approved' })
    const [second] = (await push.waitFor(before + 2)).slice(before + 1)
    expect(second!.path).toBe('/push/ann-laptop')
    expect(second!.headers).toMatchObject({ urgency: 'normal', ttl: '86400' })
    expect(JSON.parse(laptop.decrypt(second!.body))).toEqual({
      kind: 'purchase',
      event: 'purchase.authorized',
      cardId: annCard,
      amount: '2.00',
      currency: 'USD',
      url: `/card/${annCard}`,
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(push.deliveries.slice(before).map((d) => d.path)).toEqual(['/push/ann-phone', '/push/ann-laptop'])
  })

  it('forgets a device its push service says is gone (410), and the purchase itself is not held up', async () => {
    push.answer('ann-laptop', 410)
    const before = push.deliveries.length
    expect((await list(ann)).map((s) => s.endpoint)).toContain(push.endpoint('ann-laptop'))
    const purchase = await ann.api.post(`/sandbox/cards/${annCard}/authorizations`, {
      amount: '1.00',
      merchantName: 'Kiosk',
    })
    expect(purchase.json()).toMatchObject({ status: 'approved' })
    await push.waitFor(before + 1)
    for (
      let i = 0;
      i < 50 && (await list(ann)).some((s) => s.endpoint === push.endpoint('ann-laptop'));
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect((await list(ann)).map((s) => s.endpoint)).toEqual([push.endpoint('ann-phone')])
  })
})
