import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USD } from '../../../cards/test/cardsKit'
import { isThreeDsDecisioningResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, challenge, threeDsApprovalRequest } from './test/lithicPayloadSamples'

// Issue 27: 3DS customer decisioning. Lithic's `three_ds_authentication.approval_request`, signed, through the
// webhook route: the answer is the decision, within 1 s.
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

async function asa(cardToken: string, cents: number, merchant: string) {
  const res = await kit.deliver(asaRequest({ token: randomUUID(), cardToken, cents, merchant }), {
    secret: ASA_SECRET,
  })
  return res.json<{ result: string }>().result
}

describe('3DS customer decisioning', () => {
  it('approves a merchant the card paid before up to the configured amount; challenges above it, a new merchant, an amount not known in USD', async () => {
    const { id, token, user } = await card()
    expect(await asa(token, 1_000, 'COFFEE SHOP')).toBe('APPROVED')
    // A merchant that only declined the card was never paid.
    expect(await asa(token, 1_000_000, 'BIG STORE')).toBe('INSUFFICIENT_FUNDS')
    const before = await kit.snapshot()

    expect(await decide3ds({ cardToken: token, cents: 2_000, merchant: 'COFFEE SHOP' })).toBe('APPROVE')
    expect(await decide3ds({ cardToken: token, cents: 5_000, merchant: ' coffee shop ' })).toBe('APPROVE')
    expect(await decide3ds({ cardToken: token, cents: 5_001, merchant: 'COFFEE SHOP' })).toBe(
      'CHALLENGE_REQUESTED',
    )
    expect(await decide3ds({ cardToken: token, cents: 2_000, merchant: 'NEW STORE' })).toBe(
      'CHALLENGE_REQUESTED',
    )
    expect(await decide3ds({ cardToken: token, cents: 2_000, merchant: 'BIG STORE' })).toBe(
      'CHALLENGE_REQUESTED',
    )
    // Another currency: its cardholder (USD) amount decides; without one, the cardholder is asked.
    expect(
      await decide3ds({
        cardToken: token,
        cents: 3_000,
        currency: 'JPY',
        cardholderCents: 2_000,
        merchant: 'COFFEE SHOP',
      }),
    ).toBe('APPROVE')
    expect(
      await decide3ds({
        cardToken: token,
        cents: 1_800,
        currency: 'EUR',
        cardholderCents: null,
        merchant: 'COFFEE SHOP',
      }),
    ).toBe('CHALLENGE_REQUESTED')
    // No purchase (adding the card at a merchant it paid before).
    expect(await decide3ds({ cardToken: token, cents: null, merchant: 'COFFEE SHOP' })).toBe('APPROVE')
    // Deciding records nothing and moves no money.
    expect(await kit.snapshot()).toBe(before)

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

  it('declines a card that cannot pay: locked, suspended, expired, owner blocked, not ours', async () => {
    const locked = await card()
    expect(await asa(locked.token, 100, 'COFFEE SHOP')).toBe('APPROVED')
    expect(await decide3ds({ cardToken: locked.token, cents: 100, merchant: 'COFFEE SHOP' })).toBe('APPROVE')
    await kit.db.execute(
      sql`UPDATE cards SET status = 'locked', lock_reason = 'user' WHERE id = ${locked.id}`,
    )
    expect(await decide3ds({ cardToken: locked.token, cents: 100, merchant: 'COFFEE SHOP' })).toBe('DECLINE')

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
