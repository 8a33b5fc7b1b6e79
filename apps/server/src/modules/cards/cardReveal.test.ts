import { Writable } from 'node:stream'
import { CARD_REVEALS_PER_HOUR, CardRevealResponse } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccount } from '../../../test/helpers'
import { rowsOf } from '../../db/rowsOf'
import { readCardImage } from './test/api'
import { type CardsKit, createCardsKit, type KitUser } from './test/cardsKit'
import { signReveal } from './test/signReveal'

// After the first showing, an active or locked card's details are shown again only behind a fresh
// wallet signature naming the card (new nonce, 5 minutes); every reveal is recorded and limited per card per
// hour. Every refusal is a clear 4xx that changes nothing.
const logLines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString())
    done()
  },
})

let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit({ config: { logLevel: 'trace' }, logStream })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const rows = async <T>(query: ReturnType<typeof sql>) => ({ rows: rowsOf<T>(await kit.db.execute(query)) })

type RevealRow = {
  card_id: string
  session_public_id: string
  kind: string
  nonce: string
  revealed_at: unknown
}
const revealsOf = async (cardId: string) =>
  (
    await rows<RevealRow>(
      sql`SELECT card_id, session_public_id, kind, nonce, revealed_at FROM card_reveals WHERE card_id = ${cardId} ORDER BY revealed_at, id`,
    )
  ).rows

/** Everything a refused reveal must leave as it was: the cards tables, the reveals, the nonces used. */
const everything = async () =>
  JSON.stringify([
    await kit.snapshot(),
    (await rows(sql`SELECT count(*)::int AS n FROM card_reveals`)).rows,
    (await rows(sql`SELECT count(*)::int AS n FROM nonces WHERE used_at IS NOT NULL`)).rows,
  ])

const bodyOf = (s: { message: string; signature: string }) => ({ message: s.message, signature: s.signature })

const reveal = (user: KitUser, cardId: string, body: unknown) => user.api.post(`/card/${cardId}/reveal`, body)

let next = 40
async function activeCardOf() {
  const i = ++next
  const user = await kit.activeUser(i)
  const card = await kit.activeCard(user)
  return { user, signer: testAccount(i), ...card }
}

describe('card details on demand', () => {
  it('shows an active card again after a fresh signature naming it, and records the reveal', async () => {
    const { user, signer, id, details } = await activeCardOf()
    // The first showing is over: without a signature the details stay closed.
    expect((await user.api.get(`/card/${id}/img`)).statusCode).toBe(409)

    const signed = await signReveal(kit.app, signer, id)
    const res = await reveal(user, id, { message: signed.message, signature: signed.signature })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const shown = CardRevealResponse.parse(res.json())
    if (shown.kind !== 'details') throw new Error('the sandbox shows its rendered details')
    expect(shown).toMatchObject({ number: details.number, expiry: details.expiry, cvv: details.cvv })
    expect(readCardImage(shown.img)).toMatchObject({ pan: details.number, cvv: details.cvv })

    const [session] = (
      await rows<{ public_id: string }>(
        sql`SELECT public_id FROM sessions WHERE address = ${user.lower} ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows
    const recorded = await revealsOf(id)
    expect(recorded).toEqual([
      {
        card_id: id,
        session_public_id: session!.public_id,
        kind: 'reveal',
        nonce: signed.nonce,
        revealed_at: expect.anything(),
      },
    ])
    expect(new Date(recorded[0]!.revealed_at as string).getTime()).toBe(kit.t.clock.now().getTime())

    // A locked card too, with a new signature; the card stays as it was.
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    const again = await signReveal(kit.app, signer, id)
    const locked = await reveal(user, id, { message: again.message, signature: again.signature })
    expect(locked.statusCode, locked.body).toBe(200)
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('locked')
    expect(await revealsOf(id)).toHaveLength(2)
  })

  it('refuses without a valid fresh signature naming the card, changing nothing', async () => {
    const { user, signer, id } = await activeCardOf()
    const stranger = testAccount(++next)
    // Another card (another owner's): a signature for it never shows this one.
    const other = await activeCardOf()
    const cases: { name: string; body: () => Promise<unknown>; status: number; code: string }[] = [
      {
        name: 'no signature',
        body: async () => ({ message: (await signReveal(kit.app, signer, id)).message }),
        status: 400,
        code: 'validation_failed',
      },
      { name: 'no body', body: async () => undefined, status: 400, code: 'validation_failed' },
      {
        name: 'a signature of another message',
        body: async () => {
          const a = await signReveal(kit.app, signer, id)
          const b = await signReveal(kit.app, signer, id)
          return { message: a.message, signature: b.signature }
        },
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'a message naming another card of the owner',
        body: async () => bodyOf(await signReveal(kit.app, signer, id, { namedCardId: other.id })),
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'a message by another wallet',
        body: async () => bodyOf(await signReveal(kit.app, stranger, id)),
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'a message valid longer than 5 minutes',
        body: async () =>
          bodyOf(
            await signReveal(kit.app, signer, id, {
              expirationTime: new Date(kit.t.clock.now().getTime() + 6 * 60_000),
            }),
          ),
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'a message without expiration',
        body: async () => bodyOf(await signReveal(kit.app, signer, id, { expirationTime: null })),
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'a sign-in message (its statement names no card)',
        body: async () => {
          const signed = await signReveal(kit.app, signer, id)
          const message = signed.message.replace(`Show the details of card ${id}`, 'Sign in to Chaincard')
          return { message, signature: await signer.signMessage({ message }) }
        },
        status: 400,
        code: 'reveal_signature_invalid',
      },
      {
        name: 'a nonce never issued',
        body: async () => bodyOf(await signReveal(kit.app, signer, id, { nonce: 'abcdefgh12345678abcd' })),
        status: 400,
        code: 'reveal_signature_expired',
      },
    ]
    for (const c of cases) {
      const body = await c.body()
      const before = await everything()
      const res = await reveal(user, id, body)
      expect([c.name, res.statusCode, res.json().code]).toEqual([c.name, c.status, c.code])
      expect(res.json().message.length).toBeGreaterThan(0)
      expect(res.body).not.toContain('"number"')
      expect(await everything(), c.name).toBe(before)
    }
    // The session stays: the refusals are not 401.
    expect((await user.api.get(`/card/${id}`)).statusCode).toBe(200)
  })

  it('refuses a reused nonce and an expired message', async () => {
    const { user, signer, id } = await activeCardOf()
    const signed = await signReveal(kit.app, signer, id)
    const body = { message: signed.message, signature: signed.signature }
    expect((await reveal(user, id, body)).statusCode).toBe(200)
    let before = await everything()
    const reused = await reveal(user, id, body)
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'reveal_signature_expired'])
    expect(reused.json().message).toContain('nonce already used')
    expect(await everything()).toBe(before)

    const late = await signReveal(kit.app, signer, id)
    kit.t.clock.advance(5 * 60_000 + 1)
    before = await everything()
    const expired = await reveal(user, id, { message: late.message, signature: late.signature })
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'reveal_signature_expired'])
    expect(await everything()).toBe(before)
  })

  it("refuses another person's card (404) and a card with nothing to reveal (409)", async () => {
    const { id } = await activeCardOf()
    const intruder = await kit.activeUser(++next)
    const intruderSigner = testAccount(next)
    const before = await everything()
    const signed = await signReveal(kit.app, intruderSigner, id)
    const res = await reveal(intruder, id, { message: signed.message, signature: signed.signature })
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found'])
    expect(await everything()).toBe(before)
    const nonceUsed = await rows(sql`SELECT used_at FROM nonces WHERE nonce = ${signed.nonce}`)
    expect(nonceUsed.rows).toEqual([{ used_at: null }])
    expect(await revealsOf(id)).toEqual([])

    // Still waiting for its owner: the first showing (GET /img) is the way, no reveal; an order has nothing.
    const orderOwner = await kit.activeUser(++next)
    const orderSigner = testAccount(next)
    const waiting = await kit.issuedCard(intruder)
    const order = await kit.order(orderOwner)
    for (const [owner, signer, cardId] of [
      [intruder, intruderSigner, waiting],
      [orderOwner, orderSigner, order],
    ] as const) {
      const s = await signReveal(kit.app, signer, cardId)
      const before = await everything()
      const refused = await reveal(owner, cardId, { message: s.message, signature: s.signature })
      expect(await everything()).toBe(before)
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'invalid_action'])
      expect(await revealsOf(cardId)).toEqual([])
    }
  })

  it(`allows ${CARD_REVEALS_PER_HOUR} reveals per card per hour, then 429 until the hour has passed`, async () => {
    const { user, signer, id } = await activeCardOf()
    for (let i = 0; i < CARD_REVEALS_PER_HOUR; i++) {
      const s = await signReveal(kit.app, signer, id)
      expect((await reveal(user, id, { message: s.message, signature: s.signature })).statusCode).toBe(200)
      kit.t.clock.advance(60_000)
    }
    const s = await signReveal(kit.app, signer, id)
    const before = await everything()
    const limited = await reveal(user, id, { message: s.message, signature: s.signature })
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'reveal_limit'])
    expect(limited.json().message).toContain('too many requests')
    expect(await everything()).toBe(before)
    // An hour after the first reveal, one more.
    kit.t.clock.advance(60 * 60_000 - 5 * 60_000 + 1)
    const later = await signReveal(kit.app, signer, id)
    expect((await reveal(user, id, { message: later.message, signature: later.signature })).statusCode).toBe(
      200,
    )
    expect(await revealsOf(id)).toHaveLength(CARD_REVEALS_PER_HOUR + 1)
  })

  it('a reveal message never signs in, even with an unused nonce', async () => {
    const { signer, id } = await activeCardOf()
    const s = await signReveal(kit.app, signer, id)
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'x-payer': signer.address, 'x-signature': s.signature },
      payload: { message: s.message },
    })
    expect([res.statusCode, res.json().code]).toEqual([401, 'unauthorized'])
    expect(res.cookies).toEqual([])
  })

  it('two requests with one signature reveal once', async () => {
    const { user, signer, id } = await activeCardOf()
    const s = await signReveal(kit.app, signer, id)
    const body = { message: s.message, signature: s.signature }
    const answers = await Promise.all([reveal(user, id, body), reveal(user, id, body)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400])
    expect(await revealsOf(id)).toHaveLength(1)
  })

  it('never writes the number, the CVV or the signature to the logs', async () => {
    const { user, signer, id, details } = await activeCardOf()
    const s = await signReveal(kit.app, signer, id)
    expect((await reveal(user, id, { message: s.message, signature: s.signature })).statusCode).toBe(200)
    const logs = logLines.join('')
    expect(logs).toContain(`/card/${id}/reveal`)
    expect(logs).not.toContain(details.number)
    expect(logs).not.toContain(`"${details.cvv}"`)
    expect(logs).not.toContain(s.signature.slice(2, 60))
  })
})
