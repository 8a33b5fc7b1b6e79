import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import type { KitUser } from '../../../cards/test/cardsKit'
import { isTokenizationDecisioningResponse } from './test/lithicDefinition'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import { tokenizationApprovalRequest, tokenizationUpdated } from './test/lithicPayloadSamples'
import { type Prism, startPrism } from './test/startPrism'

// Wallets that verify who adds the card: Lithic's tokenization decisioning, signed, through the real webhook
// route and database (PGlite, or PostgreSQL with DATABASE_URL). Prism serves Lithic's definition for the push
// provisioning call the owner makes in our app. Every answer is checked against the definition's response
// schema (`tokenization-decisioning-response`, read from the vendored OpenAPI file).
let prism: Prism
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  prism = await startPrism()
  kit = await createLithicKit({ lithicBaseUrl: prism.url, config: { walletPushProvisioning: true } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await prism?.stop()
})

/** The kit's contact form: Ann Lee's phone, as E.164. */
const ANN_PHONE = '+12025550143'

async function card({ verified = true } = {}) {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, 10n)
  if (verified) {
    await kit.db.execute(
      sql`UPDATE user_contacts SET email_verified_at = now() WHERE address = ${user.lower}`,
    )
  }
  return { ...issued, user }
}

type Answer = {
  tokenization_decision: string
  phone_number: string
  email: string
  mobile_application_name: string
}

async function decide(payload: unknown): Promise<Answer> {
  const res = await kit.deliver(payload)
  expect(res.statusCode, res.body).toBe(200)
  const answer = res.json<Answer>()
  expect(isTokenizationDecisioningResponse(answer), JSON.stringify(answer)).toBe(true)
  return answer
}

async function tokenStatus(tokenizationToken: string) {
  const result = await kit.db.execute(
    sql`SELECT status FROM card_wallet_tokens WHERE issuer_token = ${tokenizationToken}`,
  )
  return rowsOf<{ status: string }>(result)[0]?.status
}

async function pushFromApp(user: KitUser, id: string, wallet: 'apple_pay' | 'google_pay') {
  const res = await user.api.post(`/card/${id}/wallets/provision`, {
    wallet,
    channel: 'app',
    ...(wallet === 'apple_pay'
      ? { certificate: 'Y2VydA==', nonce: 'bm9uY2U=', nonceSignature: 'c2ln' }
      : { clientDeviceId: 'device-1', clientWalletAccountId: 'account-1' }),
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('the schema check itself', () => {
  it('refuses an answer without the fields the definition requires', () => {
    expect(isTokenizationDecisioningResponse({ tokenization_decision: 'APPROVE' })).toBe(false)
    expect(
      isTokenizationDecisioningResponse({
        tokenization_decision: 'AUTHENTICATE',
        phone_number: ANN_PHONE,
        email: 'not an address',
        mobile_application_name: 'Chaincard',
      }),
    ).toBe(false)
  })
})

describe('wallet step-up', () => {
  it("a yellow recommendation is answered AUTHENTICATE with the cardholder's phone, verified e-mail and our app", async () => {
    const { token: cardToken } = await card()
    const tokenizationToken = randomUUID()
    expect(await decide(tokenizationApprovalRequest({ cardToken, tokenizationToken }))).toEqual({
      tokenization_decision: 'AUTHENTICATE',
      phone_number: ANN_PHONE,
      email: 'ann@example.com',
      mobile_application_name: kit.t.config.productName,
    })
    expect(await tokenStatus(tokenizationToken)).toBe('pending')
  })

  it('a red recommendation, or a score of 1, is declined, even pushed from our app', async () => {
    const { id, token: cardToken, user } = await card()
    await pushFromApp(user, id, 'apple_pay')
    for (const [recommended, scores] of [
      ['DECLINE', ['5', '5']],
      ['APPROVE', ['1', '5']],
    ] as const) {
      const tokenizationToken = randomUUID()
      const answer = await decide(
        tokenizationApprovalRequest({
          cardToken,
          tokenizationToken,
          source: 'PUSH_PROVISION',
          recommended,
          scores: [...scores],
        }),
      )
      expect(answer).toMatchObject({ tokenization_decision: 'DECLINE', phone_number: ANN_PHONE })
      expect(await tokenStatus(tokenizationToken)).toBe('declined')
    }
  })

  it('approves only a green push from our own app: typed details or a push we did not make are verified', async () => {
    const { id, token: cardToken, user } = await card()
    const green = { recommended: 'APPROVE', scores: ['5', '5'] as [string, string] }
    // Card details typed into a phone, the wallet green: still the person is asked.
    expect(
      await decide(tokenizationApprovalRequest({ cardToken, tokenizationToken: randomUUID(), ...green })),
    ).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
    // A push our app never made for this card.
    expect(
      await decide(
        tokenizationApprovalRequest({
          cardToken,
          tokenizationToken: randomUUID(),
          source: 'PUSH_PROVISION',
          ...green,
        }),
      ),
    ).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
    // The owner pushes the card into Google Pay from our app: that wallet's push is approved, Apple Pay's not.
    await pushFromApp(user, id, 'google_pay')
    const pushed = { cardToken, source: 'PUSH_PROVISION' as const, ...green }
    expect(
      await decide(
        tokenizationApprovalRequest({ ...pushed, tokenizationToken: randomUUID(), wallet: 'GOOGLE_PAY' }),
      ),
    ).toEqual({
      tokenization_decision: 'APPROVE',
      phone_number: ANN_PHONE,
      email: 'ann@example.com',
      mobile_application_name: kit.t.config.productName,
    })
    expect(
      await decide(
        tokenizationApprovalRequest({ ...pushed, tokenizationToken: randomUUID(), wallet: 'APPLE_PAY' }),
      ),
    ).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
    // A yellow wallet on our own push: verified.
    expect(
      await decide(
        tokenizationApprovalRequest({
          ...pushed,
          recommended: 'REQUIRE_ADDITIONAL_AUTHENTICATION',
          tokenizationToken: randomUUID(),
          wallet: 'GOOGLE_PAY',
        }),
      ),
    ).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
    // Our push is good for a quarter of an hour.
    kit.t.clock.advance(16 * 60_000)
    expect(
      await decide(
        tokenizationApprovalRequest({ ...pushed, tokenizationToken: randomUUID(), wallet: 'GOOGLE_PAY' }),
      ),
    ).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
  })

  it('declines when there is no verified e-mail to verify the person with, and a card that is not ours', async () => {
    const { token: cardToken } = await card({ verified: false })
    const tokenizationToken = randomUUID()
    expect(await decide(tokenizationApprovalRequest({ cardToken, tokenizationToken }))).toMatchObject({
      tokenization_decision: 'DECLINE',
    })
    expect(await tokenStatus(tokenizationToken)).toBe('declined')
    expect(
      await decide(tokenizationApprovalRequest({ cardToken: randomUUID(), tokenizationToken: randomUUID() })),
    ).toEqual({
      tokenization_decision: 'DECLINE',
      phone_number: '',
      email: kit.t.config.supportEmail,
      mobile_application_name: kit.t.config.productName,
    })
  })

  it('a token that becomes active is a card event the owner is mailed about, once', async () => {
    const { id, token: cardToken, user } = await card()
    const tokenizationToken = randomUUID()
    await decide(tokenizationApprovalRequest({ cardToken, tokenizationToken }))
    for (let i = 0; i < 2; i++) {
      const res = await kit.deliver(tokenizationUpdated({ cardToken, tokenizationToken, status: 'ACTIVE' }))
      expect(res.statusCode, res.body).toBe(200)
    }
    const events = rowsOf<{ kind: string; payload: Record<string, unknown> }>(
      await kit.db.execute(
        sql`SELECT kind, payload FROM card_events WHERE card_id = ${id} AND kind LIKE 'wallet.%' ORDER BY id`,
      ),
    )
    // The notification once, however often the activation is delivered; the page's live updates follow the
    // token's status (`wallet.changed`: added pending, then active).
    expect(events).toEqual([
      { kind: 'wallet.changed', payload: { walletTokenId: expect.any(String), status: 'pending' } },
      {
        kind: 'wallet.active',
        payload: { walletTokenId: expect.any(String), wallet: 'apple_pay', device: 'device …2345' },
      },
      { kind: 'wallet.changed', payload: { walletTokenId: expect.any(String), status: 'active' } },
    ])
    const mails = rowsOf<{ kind: string; email: string }>(
      await kit.db.execute(
        sql`SELECT kind, email FROM mail_outbox WHERE owner_address = ${user.lower} AND kind = 'wallet.active'`,
      ),
    )
    expect(mails).toEqual([{ kind: 'wallet.active', email: 'ann@example.com' }])
  })

  it('a token active for the first time is mailed whatever it was before (inactive at Lithic, declined by us); active again after a pause is not', async () => {
    const { id, token: cardToken, user } = await card()
    const status = (tokenizationToken: string, to: 'ACTIVE' | 'INACTIVE' | 'PAUSED') =>
      kit.deliver(tokenizationUpdated({ cardToken, tokenizationToken, status: to }))
    // Verified with the person (pending), inactive at Lithic for a while (not activated yet: still waiting for
    // activation, not paused), then active.
    const inactiveFirst = randomUUID()
    await decide(tokenizationApprovalRequest({ cardToken, tokenizationToken: inactiveFirst }))
    expect((await status(inactiveFirst, 'INACTIVE')).statusCode).toBe(200)
    expect(await tokenStatus(inactiveFirst)).toBe('pending')
    expect((await status(inactiveFirst, 'ACTIVE')).statusCode).toBe(200)
    // Declined by our answer, activated by Lithic anyway (our answer came too late): a phone pays with the card.
    const declinedFirst = randomUUID()
    expect(
      await decide(
        tokenizationApprovalRequest({ cardToken, tokenizationToken: declinedFirst, recommended: 'DECLINE' }),
      ),
    ).toMatchObject({ tokenization_decision: 'DECLINE' })
    expect((await status(declinedFirst, 'ACTIVE')).statusCode).toBe(200)
    expect(await tokenStatus(declinedFirst)).toBe('active')
    // Paused at Lithic and active again: the same phone, no news.
    expect((await status(inactiveFirst, 'PAUSED')).statusCode).toBe(200)
    expect((await status(inactiveFirst, 'ACTIVE')).statusCode).toBe(200)
    expect(await tokenStatus(inactiveFirst)).toBe('active')
    // Inactive at Lithic once it has been active: it cannot pay for now (paused), it is not waiting for a first
    // activation again; active again afterwards is no news either.
    expect((await status(inactiveFirst, 'INACTIVE')).statusCode).toBe(200)
    expect(await tokenStatus(inactiveFirst)).toBe('paused')
    expect((await status(inactiveFirst, 'ACTIVE')).statusCode).toBe(200)
    expect(await tokenStatus(inactiveFirst)).toBe('active')

    const active = rowsOf<{ token: string }>(
      await kit.db.execute(
        sql`SELECT t.issuer_token AS token FROM card_events e JOIN card_wallet_tokens t ON t.id::text = e.payload ->> 'walletTokenId'
          WHERE e.card_id = ${id} AND e.kind = 'wallet.active' ORDER BY e.id`,
      ),
    )
    expect(active.map((row) => row.token)).toEqual([inactiveFirst, declinedFirst])
    const mails = rowsOf<{ token: string }>(
      await kit.db.execute(
        sql`SELECT t.issuer_token AS token FROM mail_outbox m JOIN card_wallet_tokens t ON t.id::text = m.payload ->> 'walletTokenId'
          WHERE m.owner_address = ${user.lower} AND m.kind = 'wallet.active' ORDER BY m.id`,
      ),
    )
    expect(mails.map((row) => row.token)).toEqual([inactiveFirst, declinedFirst])
  })
})
