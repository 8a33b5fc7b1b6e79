import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccount } from '../../../../../test/helpers'
import { rowsOf } from '../../../../db/rowsOf'
import { cards } from '../../../../db/schema/cards'
import { USD } from '../../../cards/test/cardsKit'
import { signReveal } from '../../../cards/test/signReveal'
import { markCardIssued } from '../../repo/markCardIssued'
import { type FakeLithic, startFakeLithic } from './test/fakeLithic'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, cardUpdated } from './test/lithicPayloadSamples'

// The card's state both ways. Lithic's `card.updated` (signed, through the webhook route) is
// mirrored as the card's state at Lithic now (`cards.retrieve` on a stand-in of Lithic's API); a lock the
// issuer or an operator set is not the owner's to lift.
let kit: LithicKit
let lithic: FakeLithic
let accounts = 0

beforeAll(async () => {
  lithic = await startFakeLithic()
  kit = await createLithicKit({ lithicBaseUrl: lithic.url })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await lithic?.close()
})

/** A new user's active Lithic card with 20 USD, known to the fake Lithic as OPEN. */
async function card() {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, 18n * USD)
  lithic.cards.set(issued.token, {
    token: issued.token,
    state: 'OPEN',
    memo: `Chaincard classic ${issued.id}`,
    last_four: '4242',
    exp_month: '06',
    exp_year: '2031',
    created: new Date().toISOString(),
  })
  return { ...issued, user }
}

/** Lithic changes the card's state and says so (`card.updated`). */
async function issuerSets(token: string, state: 'OPEN' | 'PAUSED', previous: 'OPEN' | 'PAUSED') {
  lithic.cards.get(token)!.state = state
  const res = await kit.deliver(cardUpdated({ cardToken: token, state, previous }))
  expect(res.statusCode, res.body).toBe(200)
}

async function lockState(id: string) {
  const [row] = await kit.db
    .select({ status: cards.status, lockReason: cards.lockReason })
    .from(cards)
    .where(eq(cards.id, id))
  return row
}

async function decide(cardToken: string, cents: number) {
  const res = await kit.deliver(asaRequest({ token: randomUUID(), cardToken, cents }), { secret: ASA_SECRET })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ result: string }>().result
}

describe('card.updated is mirrored', () => {
  it('a card paused at the issuer is locked here; its owner cannot unlock it (409 card_locked_by_issuer, still locked); the issuer opening it unlocks it', async () => {
    const { id, token, user } = await card()
    await issuerSets(token, 'PAUSED', 'OPEN')
    expect(await lockState(id)).toEqual({ status: 'locked', lockReason: 'issuer' })
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('locked')

    const unlock = await user.api.post(`/card/${id}/unlock`)
    expect(unlock.statusCode, unlock.body).toBe(409)
    expect(unlock.json()).toMatchObject({ code: 'card_locked_by_issuer' })
    expect(unlock.json().message).toContain('invalid action')
    expect(await lockState(id)).toEqual({ status: 'locked', lockReason: 'issuer' })
    // Nothing was asked of the issuer: the card stays paused there too.
    expect(lithic.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(token))).toEqual([])
    expect(lithic.cards.get(token)!.state).toBe('PAUSED')
    expect(await decide(token, 100)).toBe('CARD_PAUSED')

    await issuerSets(token, 'OPEN', 'PAUSED')
    expect(await lockState(id)).toEqual({ status: 'active', lockReason: null })
    expect(await decide(token, 100)).toBe('APPROVED')
  })

  it("the echo of the owner's own lock keeps the owner's lock; a pause delivered after the unlock (Lithic has it OPEN now) changes nothing", async () => {
    const { id, token, user } = await card()
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    expect(lithic.cards.get(token)!.state).toBe('PAUSED')
    expect(
      (await kit.deliver(cardUpdated({ cardToken: token, state: 'PAUSED', previous: 'OPEN' }))).statusCode,
    ).toBe(200)
    expect(await lockState(id)).toEqual({ status: 'locked', lockReason: 'user' })

    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect(lithic.cards.get(token)!.state).toBe('OPEN')
    // The OPEN echo, then the PAUSED echo of the earlier lock, late: Lithic has the card OPEN.
    expect(
      (await kit.deliver(cardUpdated({ cardToken: token, state: 'OPEN', previous: 'PAUSED' }))).statusCode,
    ).toBe(200)
    expect(
      (await kit.deliver(cardUpdated({ cardToken: token, state: 'PAUSED', previous: 'OPEN' }))).statusCode,
    ).toBe(200)
    expect(await lockState(id)).toEqual({ status: 'active', lockReason: null })
  })

  it("an issuer's OPEN does not lift an owner's lock; a pause of a card locked by a negative balance becomes the issuer's, and its opening leaves the balance lock", async () => {
    const { id, token, user } = await card()
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    await issuerSets(token, 'OPEN', 'PAUSED')
    expect(await lockState(id)).toEqual({ status: 'locked', lockReason: 'user' })

    const other = await card()
    await kit.db.execute(
      sql`UPDATE cards SET status = 'locked', lock_reason = 'negative_balance', balance_micro = -1000000 WHERE id = ${other.id}`,
    )
    await issuerSets(other.token, 'PAUSED', 'OPEN')
    expect(await lockState(other.id)).toEqual({ status: 'locked', lockReason: 'issuer' })
    await issuerSets(other.token, 'OPEN', 'PAUSED')
    expect(await lockState(other.id)).toEqual({ status: 'locked', lockReason: 'negative_balance' })
    void user
  })

  it('an issuer that cannot be asked for the card now: 503, nothing changes (Lithic delivers it again)', async () => {
    const { id, token } = await card()
    lithic.cards.get(token)!.state = 'PAUSED'
    lithic.intercept((request) =>
      request.method === 'GET' && request.path.endsWith(token)
        ? { status: 400, body: { message: 'bad request' } }
        : undefined,
    )
    try {
      const res = await kit.deliver(cardUpdated({ cardToken: token, state: 'PAUSED', previous: 'OPEN' }))
      expect(res.statusCode, res.body).toBe(503)
      expect(res.json().code).toBe('upstream_unavailable')
    } finally {
      lithic.intercept(null)
    }
    expect(await lockState(id)).toEqual({ status: 'active', lockReason: null })
  })
})

describe("an operator's lock", () => {
  it('the owner cannot unlock it (409 card_locked_by_operator), nor does the issuer opening it; the operator unlocks it, here and at the issuer', async () => {
    const { id, token, user } = await card()
    expect((await kit.admin.post(`/admin/cards/${id}/lock`)).statusCode).toBe(204)
    expect(await lockState(id)).toEqual({ status: 'locked', lockReason: 'operator' })
    expect(lithic.cards.get(token)!.state).toBe('PAUSED')

    const unlock = await user.api.post(`/card/${id}/unlock`)
    expect(unlock.statusCode).toBe(409)
    expect(unlock.json().code).toBe('card_locked_by_operator')
    await issuerSets(token, 'OPEN', 'PAUSED')
    expect(await lockState(id)).toEqual({ status: 'locked', lockReason: 'operator' })
    expect(await decide(token, 100)).toBe('CARD_PAUSED')

    expect((await kit.admin.post(`/admin/cards/${id}/unlock`)).statusCode).toBe(204)
    expect(await lockState(id)).toEqual({ status: 'active', lockReason: null })
    expect(lithic.cards.get(token)!.state).toBe('OPEN')
    // Nothing to lift now; an unknown card is 404.
    expect((await kit.admin.post(`/admin/cards/${id}/unlock`)).statusCode).toBe(409)
    expect((await kit.admin.post(`/admin/cards/${randomUUID()}/lock`)).statusCode).toBe(404)
  })
})

describe('a hosted-view card', () => {
  it('GET /card/{id}/img is 409 naming /view (was 500); the view is the embed', async () => {
    const user = await kit.activeUser(++accounts)
    const id = await kit.processingApplication(user)
    const token = randomUUID()
    const now = kit.t.clock.now()
    await kit.db.transaction((tx) =>
      markCardIssued(
        tx,
        id,
        { issuerCardId: token, panLast4: '4242', expiresAt: new Date(now.getTime() + 365 * 86_400_000) },
        now,
      ),
    )
    lithic.cards.set(token, {
      token,
      state: 'OPEN',
      memo: `Chaincard classic ${id}`,
      last_four: '4242',
      exp_month: '06',
      exp_year: '2031',
      created: new Date().toISOString(),
    })
    const img = await user.api.get(`/card/${id}/img`)
    expect(img.statusCode, img.body).toBe(409)
    expect(img.json().code).toBe('invalid_action')
    expect(img.json().message).toContain(`/card/${id}/view`)
    const from = lithic.requests.length
    const view = await user.api.get(`/card/${id}/view`)
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json().kind).toBe('embed')
    // A single-use embed session for the app's origin, 60 s, recorded as the first showing.
    expect(lithic.requests.slice(from).map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        `/v1/cards/${token}/embed`,
        {
          type: 'CARD_EMBED',
          target_origin: kit.app.config.publicOrigin,
          expiration: Math.floor(kit.t.clock.now().getTime() / 1000) + 60,
        },
      ],
    ])
    expect(new URL(view.json().frames.cvv).pathname).toBe('/v1/embed')
    const recorded = await kit.db.execute(sql`SELECT kind, nonce FROM card_reveals WHERE card_id = ${id}`)
    expect(rowsOf(recorded)).toEqual([{ kind: 'first_showing', nonce: null }])
  })

  it('After the first showing, each reveal behind a signature is one new embed session', async () => {
    const { id, token, user } = await card()
    // The hosted view of an active card is gone: no session is minted without a signature.
    const from = lithic.requests.length
    const view = await user.api.get(`/card/${id}/view`)
    expect([view.statusCode, view.json().code]).toEqual([409, 'invalid_action'])
    expect(view.json().message).toContain('signature')
    expect(lithic.requests.length).toBe(from)

    const signer = testAccount(accounts)
    const sessions = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const signed = await signReveal(kit.app, signer, id)
      const res = await user.api.post(`/card/${id}/reveal`, {
        message: signed.message,
        signature: signed.signature,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const body = res.json()
      expect(body).toMatchObject({
        kind: 'embed',
        expiresAt: new Date((Math.floor(kit.t.clock.now().getTime() / 1000) + 60) * 1000).toISOString(),
      })
      for (const url of Object.values(body.frames as Record<string, string>)) {
        expect(url.startsWith(`${lithic.url}/v1/embed?`)).toBe(true)
        sessions.add(new URL(url).searchParams.get('session')!)
      }
    }
    expect(sessions.size).toBe(2)
    expect(lithic.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/cards/${token}/embed`,
      `POST /v1/cards/${token}/embed`,
    ])
    const recorded = await kit.db.execute(sql`SELECT kind FROM card_reveals WHERE card_id = ${id}`)
    expect(rowsOf(recorded)).toEqual([{ kind: 'reveal' }, { kind: 'reveal' }])
  })

  it('the sandbox purchase simulator refuses a Lithic card (409), moving no money', async () => {
    const { id, user } = await card()
    const before = await kit.money(id)
    const purchase = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '5.00',
      merchantName: 'Coffee',
    })
    expect(purchase.statusCode, purchase.body).toBe(409)
    expect(purchase.json().code).toBe('invalid_action')
    expect(purchase.json().message).toContain('sandbox issuer')
    const credit = await user.api.post(`/sandbox/cards/${id}/credits`, {
      amount: '5.00',
      merchantName: 'Shop',
    })
    expect(credit.statusCode, credit.body).toBe(409)
    expect(await kit.money(id)).toEqual(before)
  })

  it('a renewal or a reissue sets the last four and the expiry as Lithic has them now; an unreachable Lithic is 503 and delivered again', async () => {
    const { id, token } = await card()
    const at = async () => {
      const [row] = await kit.db
        .select({ lastFour: cards.panLast4, expiresAt: cards.expiresAt })
        .from(cards)
        .where(eq(cards.id, id))
      return row
    }
    const held = lithic.cards.get(token)!
    Object.assign(held, { exp_month: '09', exp_year: '2033' })
    const renewed = await kit.deliver({
      event_type: 'card.renewed',
      card_token: token,
      exp_month: '09',
      exp_year: '2033',
      previous_exp_month: '06',
      previous_exp_year: '2031',
    })
    expect(renewed.json()).toMatchObject({ applied: 1 })
    expect(await at()).toEqual({ lastFour: '4242', expiresAt: new Date('2033-09-30T23:59:59.999Z') })
    // A reissue names only the card: its new number's last four come from the card read back.
    Object.assign(held, { last_four: '7788', exp_month: '10', exp_year: '2034' })
    expect((await kit.deliver({ event_type: 'card.reissued', card_token: token })).json()).toMatchObject({
      applied: 1,
    })
    expect(await at()).toEqual({ lastFour: '7788', expiresAt: new Date('2034-10-31T23:59:59.999Z') })
    // An older renewal delivered late sets nothing older: the card is read back as it is now.
    await kit.deliver({
      event_type: 'card.renewed',
      card_token: token,
      exp_month: '09',
      exp_year: '2033',
      previous_exp_month: '06',
      previous_exp_year: '2031',
    })
    expect(await at()).toEqual({ lastFour: '7788', expiresAt: new Date('2034-10-31T23:59:59.999Z') })
    lithic.intercept(() => ({ status: 500, body: { message: 'down' } }))
    const down = await kit.deliver({ event_type: 'card.reissued', card_token: token })
    lithic.intercept(null)
    expect(down.statusCode).toBe(503)
    expect(
      (await kit.deliver({ event_type: 'card.reissued', card_token: randomUUID() })).json(),
    ).toMatchObject({
      applied: 0,
    })
  })
})
