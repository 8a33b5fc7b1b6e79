import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import Lithic from 'lithic'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CardRow } from '../../../../db/schema/cards'
import { cardChallenges } from '../../../../db/schema/issuer'
import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import { USD } from '../../../cards/test/cardsKit'
import { approveProcessingApplications } from '../../approveProcessingApplications'
import { openAuthorizationTokens } from '../../reconcile/repo/openAuthorizations'
import { createLithicClient } from './createLithicClient'
import { createLithicGateway } from './createLithicGateway'
import { readLithicAccountBalance } from './readLithicAccountBalance'
import { readLithicProgramBalance } from './readLithicProgramBalance'
import { readLithicSettlement } from './readLithicSettlement'
import { reconcileOpenAuthorizations } from './reconcileOpenAuthorizations'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import { asaRequest, challenge } from './test/lithicPayloadSamples'
import { type Prism, startPrism } from './test/startPrism'

// acceptance: every request the Lithic adapter makes (card creation, every state change, the
// embed, the challenge response) is accepted by Lithic's published definition. Prism serves the vendored
// definition offline and refuses a request that breaks it with 422, which the adapter turns into
// IssuerUnavailableError (so a passing call here is an accepted one).
let prism: Prism
let kit: LithicKit

beforeAll(async () => {
  prism = await startPrism()
  kit = await createLithicKit({ lithicBaseUrl: prism.url, config: { walletPushProvisioning: true } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await prism?.stop()
})

/** The app's public origin, the embed session's `target_origin`. */
const TARGET_ORIGIN = 'https://cards.example.com'

const settings = () => ({
  apiKey: 'lithic-test-api-key',
  environment: 'sandbox' as const,
  baseUrl: prism.url,
  webhookSecrets: [],
})

/**
 * Runs `calls` and checks in Prism's log that it validated exactly `count` requests, every one accepted by the
 * definition (no violation).
 */
async function accepted(count: number, calls: () => Promise<unknown>): Promise<void> {
  const from = prism.log().length
  await calls()
  await expectValidated(from, count)
}

/** Prism's log since `from` shows `count` requests that passed validation and none that broke it. */
async function expectValidated(from: number, count: number): Promise<void> {
  const passed = () => prism.log().slice(from).split('The request passed the validation rules').length - 1
  // Prism's output reaches us through a pipe, possibly a moment after its answer.
  for (let waited = 0; passed() < count && waited < 3_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // Our requests only: Prism also checks its own answers, built from the definition's examples, some of which
  // break its schema (the account holder example's `created` is not a date-time).
  expect(prism.log().slice(from)).not.toMatch(/Violation: request/)
  expect(passed()).toBe(count)
}

/** A card row as issuing needs it (the adapter reads id, program and the product's limit). */
function cardRow(overrides: Partial<CardRow> = {}): CardRow {
  return {
    id: randomUUID(),
    program: 'classic',
    balanceUpperMicro: 3_000n * USD,
    issuerCardId: null,
    ...overrides,
  } as CardRow
}

describe('the adapter against the published definition', () => {
  it('Prism refuses requests that break the definition (the check these tests rely on)', async () => {
    const client = new Lithic({ apiKey: 'k', baseURL: prism.url, maxRetries: 0 })
    const refused = async (call: () => Promise<unknown>) => {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(Lithic.APIError)
      expect((error as InstanceType<typeof Lithic.APIError>).status).toBe(422)
    }
    const from = prism.log().length
    await refused(() => client.cards.create({ type: 'PLASTIC' as 'VIRTUAL' }))
    expect(prism.log().slice(from)).toContain('Violation: request.body.type')
    await refused(() =>
      client.cards.create({ type: 'VIRTUAL' }, { headers: { 'Idempotency-Key': 'not-a-uuid' } }),
    )
    await refused(() => client.cards.update(randomUUID(), { state: 'FROZEN' as 'PAUSED' }))
    await refused(() =>
      client.threeDS.decisioning.challengeResponse({
        token: randomUUID(),
        challenge_response: 'MAYBE' as 'APPROVE',
      }),
    )
    const embed = await fetch(`${prism.url}/v1/embed/card?hmac=abc`, { headers: { Authorization: 'k' } })
    expect(embed.status).toBe(422)
    // An embed session without its target origin, or a frame of an unknown type.
    await refused(() => client.post(`/v1/cards/${randomUUID()}/embed`, { body: { type: 'CARD_EMBED' } }))
    expect(prism.log().slice(from)).toContain('Violation: request.body')
    // (Prism answers this one with the definition's declared 400.)
    expect((await fetch(`${prism.url}/v1/embed?session=s&type=PIN`)).status).toBe(400)
  })

  it("the program's balance for a reserves snapshot: balances of the RESERVE account, as the definition wants", async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    let stated: Awaited<ReturnType<NonNullable<typeof gateway.programBalance>>> | undefined
    await accepted(1, async () => {
      stated = await gateway.programBalance!(new Date('2026-11-25T12:00:00Z'))
    })
    // Prism answers the definition's example; whatever it holds, a stated figure is whole cents of USD.
    if (stated) expect(stated.amountMicro % 10_000n).toBe(0n)
  })

  it("the program's balance sums the USD RESERVE balances in micro-USD, as of their last update; none is null", async () => {
    const balance = (type: string, currency: string, cents: number, updated: string) => ({
      available_amount: cents,
      created: '2026-01-01T00:00:00Z',
      currency,
      financial_account_token: randomUUID(),
      financial_account_type: type,
      last_transaction_event_token: null,
      last_transaction_token: null,
      pending_amount: 0,
      total_amount: cents,
      updated,
    })
    let answer: unknown[] = []
    const asked: string[] = []
    const server = createServer((request, response) => {
      asked.push(request.url ?? '')
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: answer, has_more: false }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const gateway = createLithicGateway(createLithicClient({ ...settings(), baseUrl }), {
        targetOrigin: TARGET_ORIGIN,
      })
      answer = [
        balance('RESERVE', 'USD', 1_234_56, '2026-11-25T11:00:00Z'),
        balance('RESERVE', 'USD', 10_00, '2026-11-25T11:30:00Z'),
        balance('RESERVE', 'EUR', 99_00, '2026-11-25T11:45:00Z'),
        balance('ISSUING', 'USD', 50_00, '2026-11-25T11:50:00Z'),
      ]
      const now = new Date('2026-11-25T12:00:00Z')
      expect(await gateway.programBalance!(now)).toEqual({
        amountMicro: 1_244_560_000n,
        source: 'Lithic balances (financial account RESERVE, total_amount)',
        at: new Date('2026-11-25T11:30:00Z'),
      })
      expect(asked[0]).toContain('financial_account_type=RESERVE')
      answer = []
      expect(await gateway.programBalance!(now)).toBeNull()
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('issues a VIRTUAL card with the product limit and the card id as idempotency key', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    const now = new Date('2026-11-25T12:00:00Z')
    let issued!: Awaited<ReturnType<typeof gateway.issueCard>>
    await accepted(1, async () => {
      issued = await gateway.issueCard(cardRow(), now)
    })
    // Prism answers with the definition's example card.
    expect(issued.issuerCardId).toMatch(/^[0-9a-f-]{36}$/)
    expect(issued.panLast4).toMatch(/^\d{4}$/)
    expect(issued.expiresAt.getUTCDate()).toBeGreaterThanOrEqual(28)
    expect(issued.panSealed).toBeUndefined()
    // An unlimited product (nft) carries no spend limit.
    await accepted(1, () => gateway.issueCard(cardRow({ program: 'nft', balanceUpperMicro: null }), now))
  })

  it('files a dispute: a chargeback request in whole cents with a known reason, the purchase as idempotency key', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    let filed!: Awaited<ReturnType<typeof gateway.fileDispute>>
    const from = prism.log().length
    await accepted(1, async () => {
      filed = await gateway.fileDispute({
        authorizationId: randomUUID(),
        transactionToken: randomUUID(),
        amountMicro: 12_345_678n,
        reason: 'not_received',
        description: 'The parcel never arrived.',
        filedAt: new Date('2026-11-25T12:00:00Z'),
      })
    })
    expect(prism.log().slice(from)).toContain('post /v1/disputes')
    // Prism answers with the definition's example dispute.
    expect(filed.disputeToken).toMatch(/^[0-9a-f-]{36}$/)
    expect([
      'NEW',
      'PENDING_CUSTOMER',
      'SUBMITTED',
      'REPRESENTMENT',
      'PREARBITRATION',
      'ARBITRATION',
      'CASE_WON',
      'CASE_CLOSED',
    ]).toContain(filed.issuerStatus)
    // Every reason of ours is one of Lithic's.
    for (const reason of [
      'fraud',
      'duplicated',
      'incorrect_amount',
      'not_as_described',
      'cancelled',
      'recurring_not_cancelled',
      'refund_not_processed',
      'other',
    ] as const) {
      await accepted(1, () =>
        gateway.fileDispute({
          authorizationId: randomUUID(),
          transactionToken: randomUUID(),
          amountMicro: 1_000_000n,
          reason,
          description: 'Reported by its owner.',
          filedAt: new Date(),
        }),
      )
    }
  })

  it('enrolls a cardholder in each workflow, and issues a card on its account, as the definition wants', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    const person = {
      firstName: 'Jürgen',
      lastName: 'Groß-Müller',
      email: 'juergen@example.com',
      phoneNumber: '+4915112345678',
      address: {
        line1: '451 New Forest Way',
        city: 'Springfield',
        region: 'IL',
        postalCode: '68022',
        country: 'USA',
      },
      termsAcceptedAt: new Date('2026-11-25T12:00:00Z'),
    }
    for (const workflow of ['exempt', 'basic', 'byo'] as const) {
      let enrolled!: Awaited<ReturnType<typeof gateway.enrollCardholder>>
      await accepted(1, async () => {
        enrolled = await gateway.enrollCardholder({
          ...person,
          enrollmentId: randomUUID(),
          workflow,
          ...(workflow === 'exempt' ? {} : { dateOfBirth: '1990-04-01', governmentId: '111-23-1412' }),
          // KYC_BYO: the provider's pass, never the terms' time.
          ...(workflow === 'byo'
            ? { kyc: { passedAt: new Date('2026-11-24T09:30:00Z'), reference: 'persona-inq_1234' } }
            : {}),
        })
      })
      expect(enrolled.accountToken).toMatch(/^[0-9a-f-]{36}$/)
      expect(['accepted', 'pending_review', 'pending_document', 'rejected']).toContain(enrolled.status)
    }
    await accepted(1, () => gateway.issueCard(cardRow(), new Date(), randomUUID()))
    // A document the issuer asks for: where the person uploads it.
    let upload!: Awaited<ReturnType<typeof gateway.requestDocumentUpload>>
    await accepted(1, async () => {
      upload = await gateway.requestDocumentUpload({
        accountHolderToken: randomUUID(),
        entityToken: randomUUID(),
        documentType: 'UTILITY_BILL_STATEMENT',
      })
    })
    expect(upload.documentToken.length).toBeGreaterThan(0)
    for (const u of upload.uploads) expect(u.url.length).toBeGreaterThan(0)
  })

  it('pauses, resumes and removes a wallet token as the definition wants', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    const token = randomUUID()
    await accepted(3, async () => {
      for (const action of ['pause', 'resume', 'remove'] as const)
        await gateway.changeWalletToken(token, action)
    })
  })

  it('push provisioning: in an app for Apple Pay and Google Pay, on the web, as the definition wants', async () => {
    // The requests as the SDK sends them (to Prism): each one's path and body.
    const sent: { path: string; body: unknown }[] = []
    const recording: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      sent.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) })
      return fetch(input, init)
    }
    const client = new Lithic({
      apiKey: 'lithic-test-api-key',
      baseURL: prism.url,
      maxRetries: 0,
      fetch: recording,
    })
    const gateway = createLithicGateway(client, { targetOrigin: TARGET_ORIGIN })
    const card = cardRow({ issuerCardId: randomUUID() })
    const session = randomUUID()
    const payloads: string[] = []
    await accepted(4, async () => {
      payloads.push(
        await gateway.provisionWallet(card, {
          wallet: 'apple_pay',
          channel: 'app',
          certificate: Buffer.from('certificate').toString('base64'),
          nonce: 'bm9uY2U=',
          nonceSignature: 'c2lnbmF0dXJl',
        }),
        await gateway.provisionWallet(card, {
          wallet: 'google_pay',
          channel: 'app',
          clientDeviceId: 'device-1',
          clientWalletAccountId: 'account-1',
        }),
        await gateway.provisionWallet(card, { wallet: 'apple_pay', channel: 'web' }),
        await gateway.provisionWallet(card, {
          wallet: 'google_pay',
          channel: 'web',
          serverSessionId: session,
        }),
      )
    })
    // Each wallet's fields, Lithic's names, nothing else (the web asks carry no app's certificate or device).
    const provision = `/v1/cards/${card.issuerCardId}/provision`
    const web = `/v1/cards/${card.issuerCardId}/web_provision`
    expect(sent).toEqual([
      {
        path: provision,
        body: {
          digital_wallet: 'APPLE_PAY',
          certificate: Buffer.from('certificate').toString('base64'),
          nonce: 'bm9uY2U=',
          nonce_signature: 'c2lnbmF0dXJl',
        },
      },
      {
        path: provision,
        body: {
          digital_wallet: 'GOOGLE_PAY',
          client_device_id: 'device-1',
          client_wallet_account_id: 'account-1',
        },
      },
      { path: web, body: { digital_wallet: 'APPLE_PAY' } },
      { path: web, body: { digital_wallet: 'GOOGLE_PAY', server_session_id: session } },
    ])
    // Prism answers with the definition's examples: the provisioning payload handed on as it is (a string, or
    // Apple's object as JSON), the web answer as JSON (the first example: Apple's signed JWS and its state).
    for (const payload of payloads.slice(0, 2)) expect(payload).toEqual(expect.any(String))
    expect(payloads[0]!.length).toBeGreaterThan(0)
    for (const payload of payloads.slice(2)) {
      expect(JSON.parse(payload)).toEqual({
        jws: {
          header: { kid: expect.any(String) },
          protected: expect.any(String),
          payload: expect.any(String),
          signature: expect.any(String),
        },
        state: expect.any(String),
      })
    }
  })

  it('every state change: PAUSED (lock), OPEN (unlock), CLOSED (suspension, expiry)', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    const card = { id: randomUUID(), issuerCardId: randomUUID() }
    await accepted(3, async () => {
      for (const state of ['PAUSED', 'OPEN', 'CLOSED'] as const) await gateway.setCardState(card, state)
    })
    await expect(gateway.setCardState({ id: card.id, issuerCardId: null }, 'PAUSED')).rejects.toThrow(
      IssuerUnavailableError,
    )
  })

  it('the hosted card embed: a single-use session, then one /v1/embed frame per field, as the definition wants', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    const now = new Date()
    const token = randomUUID()
    let view!: Awaited<ReturnType<typeof gateway.getCardView>>
    // One request: POST /v1/cards/{card_token}/embed (type CARD_EMBED, target_origin, expiration), accepted.
    await accepted(1, async () => {
      view = await gateway.getCardView(cardRow({ issuerCardId: token }), now)
    })
    expect(prism.log()).toContain(`/v1/cards/${token}/embed`)
    expect(view.kind).toBe('embed')
    if (view.kind !== 'embed') return
    expect(view.expiresAt.getTime()).toBe((Math.floor(now.getTime() / 1000) + 60) * 1000)
    const types = { pan: 'PAN', expMonth: 'EXP_MONTH', expYear: 'EXP_YEAR', cvv: 'CVV' } as const
    for (const [field, type] of Object.entries(types)) {
      const url = new URL(view.frames[field as keyof typeof types])
      expect(`${url.origin}${url.pathname}`).toBe(`${prism.url}/v1/embed`)
      // Prism answers the definition's example session.
      expect(url.searchParams.get('session')).toBe('eyJhb...')
      expect(url.searchParams.get('type')).toBe(type)
      const styles = JSON.parse(Buffer.from(url.searchParams.get('styles')!, 'base64').toString('utf8'))
      expect(styles).toMatchObject({ color: expect.any(String), 'font-family': expect.any(String) })
      expect(url.searchParams.get('styles')!.length).toBeLessThanOrEqual(4096)
    }
    // The browser loads each frame from Lithic, without our API key (the definition's `security: []`).
    await accepted(4, async () => {
      for (const url of Object.values(view.kind === 'embed' ? view.frames : {})) {
        const page = await fetch(url)
        expect(page.status).toBe(200)
        expect(page.headers.get('content-type')).toContain('text/html')
      }
    })
  })

  it('the embed session request carries the target origin and a unix expiration 60 s ahead', async () => {
    const seen: { path: string; body: unknown }[] = []
    const client = createLithicClient(settings())
    const fetchThrough: typeof fetch = async (input, init) => {
      seen.push({
        path: new URL(String(input)).pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      })
      return fetch(input, init)
    }
    const spied = client.withOptions({ fetch: fetchThrough })
    const now = new Date('2026-11-27T12:00:00.000Z')
    const token = randomUUID()
    await accepted(1, () =>
      createLithicGateway(spied, { targetOrigin: TARGET_ORIGIN }).getCardView(
        cardRow({ issuerCardId: token }),
        now,
      ),
    )
    expect(seen).toEqual([
      {
        path: `/v1/cards/${token}/embed`,
        body: { type: 'CARD_EMBED', target_origin: TARGET_ORIGIN, expiration: now.getTime() / 1000 + 60 },
      },
    ])
  })

  it('the 3DS challenge response, approve and decline', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    await accepted(2, async () => {
      for (const answer of ['approve', 'decline'] as const) {
        await gateway.answerChallenge(
          { id: randomUUID(), issuerToken: randomUUID(), cardId: randomUUID() },
          answer,
        )
      }
    })
  })

  it('a refusal or an unreachable issuer is IssuerUnavailableError with the operation and status, no request data', async () => {
    const unreachable = createLithicGateway(
      createLithicClient({ ...settings(), baseUrl: 'http://127.0.0.1:9' }),
      { targetOrigin: TARGET_ORIGIN },
    )
    const error = await unreachable.setCardState({ id: 'c', issuerCardId: randomUUID() }, 'PAUSED').then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(IssuerUnavailableError)
    expect((error as IssuerUnavailableError).shortMessage).toBe('card issuer: cards.update PAUSED failed')
    expect(String((error as Error).message)).not.toContain('lithic-test-api-key')
  }, 60_000)
})

describe('The card read back and looked up, through the definition', () => {
  it('cards.retrieve (the state of a card.updated checked) and cards.list by memo (an issuance past the idempotency window) are accepted', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    await accepted(1, async () => {
      expect(['OPEN', 'PAUSED', 'CLOSED', 'OTHER']).toContain(await gateway.getCardState(randomUUID()))
    })
    // Prism answers the definition's example list (memo not ours, `has_more` always): the lookup reads its
    // bounded 3 pages, each accepted, and finds nothing.
    await accepted(3, async () => {
      expect(await gateway.findIssuedCard(cardRow(), new Date())).toBeNull()
    })
  }, 60_000)

  it('card_authorization.challenge is declined through the challenge response endpoint, accepted by the definition', async () => {
    const eventToken = randomUUID()
    await accepted(1, async () => {
      const res = await kit.deliver({
        event_type: 'card_authorization.challenge',
        authorization: {},
        challenge: {
          event_token: eventToken,
          start_time: '2026-11-25T12:00:00Z',
          expiry_time: '2026-11-25T12:05:00Z',
        },
      })
      expect(res.statusCode, res.body).toBe(200)
    })
    expect(prism.log()).toContain(`/v1/card_authorizations/${eventToken}/challenge_response`)
  }, 60_000)

  it('cards.retrieve for a renewal or a reissue is accepted; a card whose last four are not four digits is not mirrored', async () => {
    const gateway = createLithicGateway(createLithicClient(settings()), { targetOrigin: TARGET_ORIGIN })
    // Prism fills the definition's card without an example last four ("stri"): nothing to take from it.
    await accepted(1, async () => {
      expect(await gateway.getCardFacts(randomUUID())).toBeNull()
    })
  }, 60_000)
})

describe('reconciliation, through the definition', () => {
  it('transactions.retrieve (each open authorization read back by token) is accepted, and its answer reads as a card transaction', async () => {
    const user = await kit.activeUser(40)
    const { token: cardToken } = await kit.lithicCard(user)
    const asa = await kit.deliver(asaRequest({ token: randomUUID(), cardToken, cents: 1000 }), {
      secret: ASA_SECRET,
    })
    expect(asa.json()).toMatchObject({ result: 'APPROVED' })
    const ctx = { db: kit.db, now: () => kit.t.clock.now() }
    const since = new Date(0)
    const open = await openAuthorizationTokens(kit.db, 'lithic', since)
    expect(open.length).toBeGreaterThan(0)
    await accepted(open.length, async () => {
      const figures = await reconcileOpenAuthorizations(ctx, createLithicClient(settings()), since)
      expect(figures).toMatchObject({ transactions: open.length, unknown: [] })
    })
    // Prism answers the definition's example (a card not ours): an `unknown_card` mismatch, never unreadable.
    const exceptions = (await kit.admin.get('/admin/exceptions?reason=issuer_mismatch')).json().exceptions
    expect(exceptions.map((e: { detail: string }) => e.detail)).not.toContain('unreadable_transaction')
  }, 60_000)
})

describe('the settlement reports and the program balance, against the definition', () => {
  it('reports.settlement.summary and listDetails are accepted, and the details read as settled rows', async () => {
    const client = createLithicClient(settings())
    await accepted(2, async () => {
      const report = await readLithicSettlement(client, '2023-09-01')
      // Prism answers the definition's example: one CLEARING row of 19.00 settling one event.
      expect(report).toMatchObject({
        detailsRead: 1,
        rows: [{ grossMicro: 19_000_000n, eventTokens: [expect.any(String)] }],
      })
    })
  }, 60_000)

  it("financialAccounts.list and an account's balances.list are accepted", async () => {
    const client = createLithicClient(settings())
    // Prism's example account belongs to an account holder (its account_token is set): not the program's.
    await accepted(1, async () => {
      expect(await readLithicProgramBalance(client, () => new Date())).toBeNull()
    })
    await accepted(1, async () => {
      // The definition's example balance: an available amount of 0.
      expect(await readLithicAccountBalance(client, randomUUID())).toBe(0n)
    })
  }, 60_000)
})

describe('the app with ISSUER=lithic, through the definition', () => {
  it('issues an application, locks and unlocks, shows the embed and answers a challenge through Prism', async () => {
    const from = prism.log().length
    const user = await kit.activeUser(1)
    const id = await kit.processingApplication(user)
    expect(await approveProcessingApplications(kit.db, kit.t.clock.now())).toEqual([id])
    const issued = (await user.api.get(`/card/${id}`)).json()
    expect(issued).toMatchObject({ status: 'waiting_to_get' })
    expect(issued.cardId).toMatch(/^[0-9a-f-]{36}$/)
    expect(issued.number).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/)
    const view = await user.api.get(`/card/${id}/view`)
    expect(view.statusCode, view.body).toBe(200)
    expect(view.headers['cache-control']).toBe('no-store')
    expect(view.json()).toMatchObject({
      kind: 'embed',
      frames: { pan: expect.stringContaining(`${prism.url}/v1/embed?`) },
    })

    // The owner took the card; lock and unlock reach Lithic as PAUSED and OPEN.
    await kit.db.execute(sql`UPDATE cards SET status = 'active' WHERE id = ${id}`)
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('locked')
    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('active')

    // A challenge from Lithic, approved by the owner: the answer goes to Lithic, the challenge is closed.
    const token = issued.cardId as string
    const asked = challenge({
      token: randomUUID(),
      cardToken: token,
      cents: 4200,
      merchant: 'ACME',
      expiresAt: new Date(kit.t.clock.now().getTime() + 5 * 60_000),
    })
    expect((await kit.deliver(asked)).statusCode).toBe(200)
    const pending = (await user.api.get(`/card/${id}/challenge`)).json()
    expect(pending).toMatchObject({ merchantName: 'ACME', amount: '42.00' })
    const answered = await user.api.post(`/card/${id}/challenge/${pending.id}`, { answer: 'approve' })
    expect(answered.statusCode, answered.body).toBe(204)
    expect((await user.api.get(`/card/${id}/challenge`)).json()).toBe('OK')
    const [row] = await kit.db.select().from(cardChallenges).where(eq(cardChallenges.id, pending.id))
    expect(row).toMatchObject({ status: 'approved' })
    const again = await user.api.post(`/card/${id}/challenge/${pending.id}`, { answer: 'decline' })
    expect(again.statusCode).toBe(409)
    // cards.create, the embed session, PAUSED, OPEN, the challenge response: each accepted by the definition.
    await expectValidated(from, 5)
    expect(prism.log().slice(from)).toContain('/v1/three_ds_decisioning/challenge_response')
  }, 60_000)

  it("declines at Lithic a challenge still open when the owner locks the card, in the lock's own flow", async () => {
    const user = await kit.activeUser(41)
    const id = await kit.processingApplication(user)
    // Issued and taken (Prism's card creation answers one example card, the first test's: a card id of its own).
    const token = randomUUID()
    await kit.db.execute(sql`UPDATE cards SET status = 'active', issuer_card_id = ${token} WHERE id = ${id}`)
    const from = prism.log().length
    const asked = challenge({
      token: randomUUID(),
      cardToken: token,
      cents: 9900,
      merchant: 'LATE SHOP',
      expiresAt: new Date(kit.t.clock.now().getTime() + 5 * 60_000),
    })
    expect((await kit.deliver(asked)).statusCode).toBe(200)
    const pending = (await user.api.get(`/card/${id}/challenge`)).json()
    expect(pending).toMatchObject({ merchantName: 'LATE SHOP' })

    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    const [row] = await kit.db.select().from(cardChallenges).where(eq(cardChallenges.id, pending.id))
    expect(row).toMatchObject({ status: 'declined' })
    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}/challenge`)).json()).toBe('OK')
    // PAUSED, the challenge's decline, OPEN: each accepted by the definition.
    await expectValidated(from, 3)
    expect(prism.log().slice(from)).toContain('/v1/three_ds_decisioning/challenge_response')
  }, 60_000)

  it('push provisioning: the route answers the wallet, the channel and the activation data, as Lithic gave it', async () => {
    const user = await kit.activeUser(2)
    const id = await kit.processingApplication(user)
    // Issued and taken (Prism's card creation answers one example card, the first test's: a card id of its own).
    await kit.db.execute(
      sql`UPDATE cards SET status = 'active', issuer_card_id = ${randomUUID()} WHERE id = ${id}`,
    )
    const from = prism.log().length
    const provision = async (body: Record<string, unknown>) => {
      const res = await user.api.post(`/card/${id}/wallets/provision`, body)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const answer = res.json<Record<string, unknown>>()
      // Exactly the wallet, the channel and the payload (the wallet SDK's input), a non-empty string.
      expect(Object.keys(answer).toSorted()).toEqual(['channel', 'payload', 'wallet'])
      expect(answer.payload).toEqual(expect.stringMatching(/.+/))
      return answer as { wallet: string; channel: string; payload: string }
    }
    const web = await provision({ wallet: 'google_pay', channel: 'web', serverSessionId: randomUUID() })
    expect(web).toMatchObject({ wallet: 'google_pay', channel: 'web' })
    // On the web, Lithic's answer as JSON (Prism's first example: Apple's signed JWS and its state).
    expect(Object.keys(JSON.parse(web.payload)).toSorted()).toEqual(['jws', 'state'])
    const app = await provision({
      wallet: 'google_pay',
      channel: 'app',
      clientDeviceId: 'device-1',
      clientWalletAccountId: 'account-1',
    })
    expect(app).toMatchObject({ wallet: 'google_pay', channel: 'app' })
    // web_provision and provision, each accepted by the definition.
    await expectValidated(from, 2)
    expect(prism.log().slice(from)).toContain(`/v1/cards/`)
  }, 60_000)
})
