import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USD } from '../../../cards/test/cardsKit'
import { isThreeDsDecisioningResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import {
  asaRequest,
  challenge,
  threeDsApprovalRequest,
  transactionUpdated,
} from './test/lithicPayloadSamples'

// 3DS customer decisioning. Lithic's `three_ds_authentication.approval_request`, signed, through the
// webhook route: the answer is the decision, within 1 s. "Paid before" is a cleared purchase at the same acquirer
// merchant id (`acceptor_id`), never the merchant's self-chosen name; a merchant-initiated (3RI) authentication
// is never challenged.
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  // Purchases above 50 USD are challenged (LITHIC_3DS_CHALLENGE_ABOVE=50.00).
  kit = await createLithicKit({ lithic: { threeDsChallengeAboveMicro: 50n * USD } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

async function card() {
  const user = await kit.activeUser(++accounts)
  return { ...(await kit.lithicCard(user, 98n * USD)), user }
}

/** Asks for a 3DS decision; checks the answer against the definition and the 1 s budget. */
async function decide3ds(sample: Parameters<typeof threeDsApprovalRequest>[0]) {
  const started = performance.now()
  const res = await kit.deliver(threeDsApprovalRequest(sample))
  const ms = performance.now() - started
  expect(res.statusCode, res.body).toBe(200)
  expect(isThreeDsDecisioningResponse(res.json()), res.body).toBe(true)
  expect(ms).toBeLessThan(1_000)
  return res.json<{ three_ds_authentication_decision: string }>().three_ds_authentication_decision
}

/** Acquirer merchant ids (`acceptor_id`) of the merchants the tests pay. */
const COFFEE = 'COFFEE00000001'
const STREAMING = 'STREAMING00001'
const BOOKS = 'BOOKS000000001'

/** A purchase approved (ASA) and cleared at `acceptorId` (Lithic's transaction update with its clearing). */
async function paid(cardToken: string, merchant: string, acceptorId: string) {
  const token = randomUUID()
  const eventToken = randomUUID()
  const ask = asaRequest({ token, eventToken, cardToken, cents: 1_000, merchant })
  const res = await kit.deliver(ask, { secret: ASA_SECRET })
  expect(res.json<{ result: string }>().result).toBe('APPROVED')
  const cleared = await kit.deliver(
    transactionUpdated({
      token,
      cardToken,
      merchant,
      acceptorId,
      events: [
        { token: eventToken, type: 'AUTHORIZATION', cents: 1_000 },
        { token: randomUUID(), type: 'CLEARING', cents: 1_000 },
      ],
    }),
  )
  expect(cleared.statusCode, cleared.body).toBe(200)
}

async function asa(cardToken: string, cents: number, merchant: string) {
  const res = await kit.deliver(asaRequest({ token: randomUUID(), cardToken, cents, merchant }), {
    secret: ASA_SECRET,
  })
  return res.json<{ result: string }>().result
}

describe('3DS customer decisioning', () => {
  it('approves a merchant the card paid before (a cleared purchase at its acceptor id) up to the configured amount; challenges above it, a new merchant, a look-alike name, an amount not known in USD', async () => {
    const { id, token, user } = await card()
    await paid(token, 'COFFEE SHOP', COFFEE)
    // Approved but never cleared: not paid before.
    expect(await asa(token, 1_000, 'BOOK STORE')).toBe('APPROVED')
    // A merchant that only declined the card was never paid.
    expect(await asa(token, 200_000, 'BIG STORE')).toBe('INSUFFICIENT_FUNDS')
    const before = await kit.snapshot()
    const at = (merchant: string, acceptorId: string | null, cents: number | null = 2_000) =>
      decide3ds({ cardToken: token, cents, merchant, acceptorId })

    expect(await at('COFFEE SHOP', COFFEE)).toBe('APPROVE')
    expect(await at('COFFEE SHOP', COFFEE, 5_000)).toBe('APPROVE')
    // Another name at the same acceptor: the same merchant.
    expect(await at('Coffee Shop Online', COFFEE)).toBe('APPROVE')
    expect(await at('COFFEE SHOP', COFFEE, 5_001)).toBe('CHALLENGE_REQUESTED')
    // A look-alike: the name the card paid, another acquirer's merchant id. Not frictionless.
    expect(await at('COFFEE SHOP', 'LOOKALIKE00001')).toBe('CHALLENGE_REQUESTED')
    expect(await at('COFFEE SHOP', null)).toBe('CHALLENGE_REQUESTED')
    expect(await at('BOOK STORE', BOOKS)).toBe('CHALLENGE_REQUESTED')
    expect(await at('NEW STORE', 'NEWSTORE000001')).toBe('CHALLENGE_REQUESTED')
    // Another currency: its cardholder (USD) amount decides; without one, the cardholder is asked.
    expect(
      await decide3ds({
        cardToken: token,
        cents: 3_000,
        currency: 'JPY',
        cardholderCents: 2_000,
        merchant: 'COFFEE SHOP',
        acceptorId: COFFEE,
      }),
    ).toBe('APPROVE')
    expect(
      await decide3ds({
        cardToken: token,
        cents: 1_800,
        currency: 'EUR',
        cardholderCents: null,
        merchant: 'COFFEE SHOP',
        acceptorId: COFFEE,
      }),
    ).toBe('CHALLENGE_REQUESTED')
    // No purchase (adding the card at a merchant it paid before).
    expect(await at('COFFEE SHOP', COFFEE, null)).toBe('APPROVE')
    // Deciding records nothing and moves no money.
    expect(await kit.snapshot()).toBe(before)

    // A challenge names the app's page of the card, where the owner answers it (Lithic's oob_url).
    const asked = await kit.deliver(
      threeDsApprovalRequest({ cardToken: token, cents: 2_000, merchant: 'NEW STORE', acceptorId: null }),
    )
    expect(asked.json()).toEqual({
      three_ds_authentication_decision: 'CHALLENGE_REQUESTED',
      oob_url: `${kit.t.config.publicOrigin}/card/${id}`,
    })

    // A challenge is then put to the owner in the app, as today.
    const authentication = randomUUID()
    const delivered = await kit.deliver(
      challenge({
        token: authentication,
        cardToken: token,
        cents: 2_000,
        merchant: 'NEW STORE',
        expiresAt: new Date(kit.t.clock.now().getTime() + 5 * 60_000),
      }),
    )
    expect(delivered.statusCode).toBe(200)
    const pending = await user.api.get(`/card/${id}/challenge`)
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).not.toBe('OK')
    expect(JSON.stringify(pending.json())).toContain('NEW STORE')
  })

  it('a merchant-initiated authentication (3RI) is never challenged: approved where the card paid that acceptor, else declined', async () => {
    const { token } = await card()
    await paid(token, 'STREAMING CO', STREAMING)
    const mit = (merchant: string, acceptorId: string | null, cents: number | null) =>
      decide3ds({ cardToken: token, cents, merchant, acceptorId, channel: 'THREE_DS_REQUESTOR_INITIATED' })
    const answers: string[] = []
    for (const cents of [null, 0, 999, 5_001, 1_000_000]) {
      // The recurring charge of a service the card paid: approved, whatever the amount.
      answers.push(await mit('STREAMING CO', STREAMING, cents))
      expect(answers.at(-1)).toBe('APPROVE')
      // A look-alike name at another acceptor, an unknown acceptor, none at all: declined, not challenged.
      for (const acceptorId of ['LOOKALIKE00002', null]) {
        answers.push(await mit('STREAMING CO', acceptorId, cents))
        expect(answers.at(-1)).toBe('DECLINE')
      }
    }
    expect(answers).not.toContain('CHALLENGE_REQUESTED')
    // A card that cannot pay declines it too.
    expect(
      await decide3ds({
        cardToken: randomUUID(),
        cents: 999,
        merchant: 'STREAMING CO',
        acceptorId: STREAMING,
        channel: 'THREE_DS_REQUESTOR_INITIATED',
      }),
    ).toBe('DECLINE')
  })

  it('declines a card that cannot pay: locked, suspended, expired, owner blocked, not ours', async () => {
    const locked = await card()
    await paid(locked.token, 'COFFEE SHOP', COFFEE)
    expect(
      await decide3ds({ cardToken: locked.token, cents: 100, merchant: 'COFFEE SHOP', acceptorId: COFFEE }),
    ).toBe('APPROVE')
    await kit.db.execute(
      sql`UPDATE cards SET status = 'locked', lock_reason = 'user' WHERE id = ${locked.id}`,
    )
    expect(
      await decide3ds({ cardToken: locked.token, cents: 100, merchant: 'COFFEE SHOP', acceptorId: COFFEE }),
    ).toBe('DECLINE')

    const suspended = await card()
    await kit.db.execute(sql`UPDATE cards SET status = 'suspended' WHERE id = ${suspended.id}`)
    expect(await decide3ds({ cardToken: suspended.token, cents: 100, merchant: 'COFFEE SHOP' })).toBe(
      'DECLINE',
    )

    const expired = await card()
    await kit.db.execute(
      sql`UPDATE cards SET expires_at = ${new Date(kit.t.clock.now().getTime() - 1000).toISOString()}::timestamptz WHERE id = ${expired.id}`,
    )
    expect(await decide3ds({ cardToken: expired.token, cents: 100, merchant: 'COFFEE SHOP' })).toBe('DECLINE')

    const blocked = await card()
    expect(
      (await kit.admin.put(`/admin/users/${blocked.user.address}/state`, { state: 'blocked' })).statusCode,
    ).toBe(204)
    expect(await decide3ds({ cardToken: blocked.token, cents: 100, merchant: 'COFFEE SHOP' })).toBe('DECLINE')

    expect(await decide3ds({ cardToken: randomUUID(), cents: 100, merchant: 'COFFEE SHOP' })).toBe('DECLINE')
  })

  it('a malformed request is 400 and decides nothing', async () => {
    const { token } = await card()
    const bad = threeDsApprovalRequest({ cardToken: token, cents: 100, merchant: 'X' }) as Record<
      string,
      unknown
    >
    const res = await kit.deliver({ ...bad, card_token: 42 })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
  })
})
