import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { USD } from '../../../cards/test/cardsKit'
import { ASA_RETRY_WINDOW_MS } from './asaRequestEventId'
import { isAsaResponse } from './test/lithicDefinition'
import { ASA_SECRET, createLithicKit, type LithicKit } from './test/lithicKit'
import {
  type AsaRequestSample,
  asaRequest,
  type TransactionEventSample,
  type TransactionSample,
  tokenizationApprovalRequest,
  tokenizationUpdated,
  transactionUpdated,
  transactionWithUnknownEvent,
} from './test/lithicPayloadSamples'
import { signWebhook } from './test/signWebhook'

// Card money the gateway cannot book never becomes spendable: an event it cannot apply, or one the network did
// not approve, keeps its money held until an operator books it (debit, credit or ignore); a request Lithic sends
// twice is held once; the wallet's notification after our decision is mirrored, not decided again. Through the
// signed webhook route and the operator API, on PGlite and PostgreSQL.
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  kit = await createLithicKit({ config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A new user's active Lithic card with `available` USD micro to spend (the kit's 2 USD first payment included). */
async function card(available: bigint) {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, available - 2n * USD)
  return { ...issued, user }
}

async function asa(sample: AsaRequestSample, headers?: Record<string, string>) {
  const payload = asaRequest(sample)
  const res = await kit.deliver(payload, { secret: ASA_SECRET, ...(headers ? { headers } : {}) })
  expect(res.statusCode, res.body).toBe(200)
  expect(isAsaResponse(res.json()), res.body).toBe(true)
  return res.json<{ result: string; token: string }>()
}

async function update(payload: unknown) {
  kit.t.clock.advance(1_000)
  const res = await kit.deliver(payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ received: boolean; applied: number }>()
}

const event = (
  type: TransactionEventSample['type'],
  amount: number,
  more: Partial<TransactionEventSample> = {},
) => ({ token: randomUUID(), type, cents: amount, ...more }) satisfies TransactionEventSample

type Listed = { id: string; detail: string; issuerEvent: string; status: string; amountUsd: string | null }

async function issuerExceptions(cardId: string): Promise<Listed[]> {
  const res = await kit.admin.get(`/admin/exceptions?status=all&cardId=${cardId}`)
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{ exceptions: (Listed & { reason: string })[] }>()
    .exceptions.filter((e) => e.reason === 'issuer_unhandled')
}

/** The card's open holds by kind of ref (`auth`, `unbooked`), in micro-USD. */
async function openHolds(cardId: string): Promise<Record<string, bigint>> {
  const result =
    await kit.db.execute(sql`SELECT split_part(ref, ':', 1) AS kind, sum(amount_micro)::text AS held
    FROM card_holds WHERE card_id = ${cardId} AND status = 'open' GROUP BY 1`)
  return Object.fromEntries(
    rowsOf<{ kind: string; held: string }>(result).map((row) => [row.kind, BigInt(row.held)]),
  )
}

describe('money the gateway cannot book stays held until an operator books it', () => {
  it('a settled snapshot with an unknown event type closes the authorization hold but keeps the event held; debit books it once', async () => {
    const { id, token } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 1_000 })).result).toBe('APPROVED')
    expect(await openHolds(id)).toEqual({ auth: 10n * USD })
    const auth = event('AUTHORIZATION', 1_000)
    const unknown = { token: randomUUID(), type: 'CLEARING_V2', cents: 1_000 }
    await update(
      transactionWithUnknownEvent({ token: t, cardToken: token, status: 'SETTLED', events: [auth] }, unknown),
    )
    // Lithic settled it, the gateway could not book it: the card still cannot spend those 10.00.
    expect(await openHolds(id)).toEqual({ unbooked: 10n * USD })
    expect(await kit.money(id)).toMatchObject({ balance: 30n * USD, held: 10n * USD })
    const [raised] = await issuerExceptions(id)
    expect(raised).toMatchObject({ detail: 'unknown_event_type', status: 'open', amountUsd: '10.00' })
    // The owner's available balance (balance - held) says so.
    const refused = await asa({ token: randomUUID(), cardToken: token, cents: 2_500 })
    expect(refused.result).toBe('INSUFFICIENT_FUNDS')

    // Refunded is for chain money: refused, nothing changes.
    const wrong = await kit.admin.post(`/admin/exceptions/${raised!.id}/resolve`, {
      action: 'refunded',
      note: 'no',
      refundTxHash: `0x${'ab'.repeat(32)}`,
    })
    expect(wrong.statusCode).toBe(409)
    const noAmount = await kit.admin.post(`/admin/exceptions/${raised!.id}/resolve`, {
      action: 'debit',
      note: 'x',
    })
    expect(noAmount.statusCode).toBe(400)
    expect(await openHolds(id)).toEqual({ unbooked: 10n * USD })

    const body = { action: 'debit', amount: '10.00', note: 'Lithic settled a clearing of a new type' }
    for (let i = 0; i < 2; i++) {
      const res = await kit.admin.post(`/admin/exceptions/${raised!.id}/resolve`, body)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().exception).toMatchObject({ status: 'debited' })
    }
    expect(await openHolds(id)).toEqual({})
    expect(await kit.money(id)).toMatchObject({ balance: 20n * USD, held: 0n })
    const rows = await kit.db.execute(
      sql`SELECT kind, balance_delta::text AS delta FROM card_ledger WHERE card_id = ${id} AND ref = ${`exception:${raised!.id}`}`,
    )
    expect(rowsOf(rows)).toEqual([{ kind: 'correction', delta: (-10n * USD).toString() }])
  })

  it('a clearing, return reversal or correction whose result is not APPROVED is raised with its result; a debit keeps its amount held, a credit does not', async () => {
    const { id, token } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 500 })).result).toBe('APPROVED')
    const auth = event('AUTHORIZATION', 500)
    const clearing = event('CLEARING', 500, { result: 'DECLINED' })
    const reversal = event('RETURN_REVERSAL', 300, { result: 'INSUFFICIENT_FUNDS' })
    const credit = event('CORRECTION_CREDIT', 200, { result: 'DECLINED' })
    const sample: TransactionSample = {
      token: t,
      cardToken: token,
      status: 'SETTLED',
      events: [auth, clearing, reversal, credit],
    }
    for (let i = 0; i < 2; i++) await update(transactionUpdated(sample))
    const raised = await issuerExceptions(id)
    expect(raised.map((e) => [e.detail, e.issuerEvent]).sort()).toEqual(
      [
        ['not_approved_declined', `lithic:CLEARING:${clearing.token}`],
        ['not_approved_declined', `lithic:CORRECTION_CREDIT:${credit.token}`],
        ['not_approved_insufficient_funds', `lithic:RETURN_REVERSAL:${reversal.token}`],
      ].sort(),
    )
    // Nothing booked; 5.00 + 3.00 kept held (the credit brings money, so it holds nothing).
    expect(await kit.money(id)).toMatchObject({ balance: 30n * USD, held: 8n * USD })
    // Ignoring them gives the money back; credit books money onto the card.
    const byEvent = (type: string) => raised.find((e) => e.issuerEvent.includes(`:${type}:`))!
    expect(
      (
        await kit.admin.post(`/admin/exceptions/${byEvent('CLEARING').id}/resolve`, {
          action: 'ignore',
          note: 'declined, nothing moved',
        })
      ).statusCode,
    ).toBe(200)
    expect(await kit.money(id)).toMatchObject({ balance: 30n * USD, held: 3n * USD })
    const credited = await kit.admin.post(`/admin/exceptions/${byEvent('CORRECTION_CREDIT').id}/resolve`, {
      action: 'credit',
      amount: '2.00',
      note: 'Lithic credited it after all',
    })
    expect(credited.json().exception).toMatchObject({ status: 'credited' })
    expect(await kit.money(id)).toMatchObject({ balance: 32n * USD, held: 3n * USD })
  })

  it('an event in another cardholder currency keeps its authorization amount held', async () => {
    const { id, token } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 700 })).result).toBe('APPROVED')
    const sample: TransactionSample = {
      token: t,
      cardToken: token,
      status: 'SETTLED',
      events: [event('AUTHORIZATION', 700), event('CLEARING', 650, { currency: 'EUR' })],
    }
    await update(transactionUpdated(sample))
    expect(await openHolds(id)).toEqual({ unbooked: 7n * USD })
  })

  it('debit and credit are refused for deposit exceptions', async () => {
    const { id, token } = await card(30n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 100 })).result).toBe('APPROVED')
    const unknown = { token: randomUUID(), type: 'MYSTERY', cents: 100 }
    await update(
      transactionWithUnknownEvent(
        { token: t, cardToken: token, status: 'SETTLED', events: [event('AUTHORIZATION', 100)] },
        unknown,
      ),
    )
    const [raised] = await issuerExceptions(id)
    const tooMuch = await kit.admin.post(`/admin/exceptions/${raised!.id}/resolve`, {
      action: 'debit',
      amount: '-1.00',
      note: 'x',
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(await openHolds(id)).toEqual({ unbooked: 1n * USD })
  })
})

describe('a request delivered twice is one request', () => {
  it('the same body without event_token, delivered again under a new webhook-id, gets the same answer and one hold', async () => {
    const { id, token } = await card(30n * USD)
    const t = randomUUID()
    const sample: AsaRequestSample = { token: t, eventToken: null, cardToken: token, cents: 1_200 }
    const first = await asa(sample)
    expect(first.result).toBe('APPROVED')
    kit.t.clock.advance(3_000)
    const again = await asa(sample)
    expect(again).toEqual(first)
    expect(await kit.money(id)).toMatchObject({ held: 12n * USD })
    // The same body signed twice, with its key order changed, is still the same request.
    const body = asaRequest(sample) as Record<string, unknown>
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()))
    const res = await kit.deliver(undefined, { body: reordered, headers: signWebhook(ASA_SECRET, reordered) })
    expect(res.json()).toEqual(first)
    expect(await kit.money(id)).toMatchObject({ held: 12n * USD })
  })

  it('a request that differs (an increment of another amount) holds again; the same body after the retry window is a request of its own', async () => {
    const { id, token } = await card(30n * USD)
    const t = randomUUID()
    const sample: AsaRequestSample = { token: t, eventToken: null, cardToken: token, cents: 500 }
    expect((await asa(sample)).result).toBe('APPROVED')
    kit.t.clock.advance(2_000)
    expect((await asa({ ...sample, cents: 300 })).result).toBe('APPROVED')
    expect(await kit.money(id)).toMatchObject({ held: 8n * USD })
    kit.t.clock.advance(ASA_RETRY_WINDOW_MS + 1_000)
    expect((await asa(sample)).result).toBe('APPROVED')
    expect(await kit.money(id)).toMatchObject({ held: 13n * USD })
  })

  it('with event_token, a retry under a new webhook-id is answered as before', async () => {
    const { id, token } = await card(30n * USD)
    const sample: AsaRequestSample = {
      token: randomUUID(),
      eventToken: randomUUID(),
      cardToken: token,
      cents: 400,
    }
    const first = await asa(sample)
    expect(await asa(sample)).toEqual(first)
    expect(await kit.money(id)).toMatchObject({ held: 4n * USD })
  })
})

describe('wallet notifications after the decision', () => {
  async function tokenStatus(tokenizationToken: string): Promise<string | undefined> {
    const result = await kit.db.execute(
      sql`SELECT status FROM card_wallet_tokens WHERE issuer_token = ${tokenizationToken}`,
    )
    return rowsOf<{ status: string }>(result)[0]?.status
  }

  it('a tokenization approval request carrying customer_tokenization_decision is mirrored, never decided again', async () => {
    const { token, user } = await card(10n * USD)
    await kit.db.execute(
      sql`UPDATE user_contacts SET email_verified_at = now() WHERE address = ${user.lower}`,
    )
    const tokenizationToken = randomUUID()
    const decided = await kit.deliver(tokenizationApprovalRequest({ cardToken: token, tokenizationToken }))
    expect(decided.json()).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
    await update(tokenizationUpdated({ cardToken: token, tokenizationToken, status: 'ACTIVE' }))
    expect(await tokenStatus(tokenizationToken)).toBe('active')
    const notice = await kit.deliver(
      tokenizationApprovalRequest({ cardToken: token, tokenizationToken, decided: 'APPROVED' }),
    )
    expect(notice.statusCode, notice.body).toBe(200)
    expect(notice.json()).toMatchObject({ received: true })
    expect(await tokenStatus(tokenizationToken)).toBe('active')
    // One we never saw is recorded as the decision left it.
    const unseen = randomUUID()
    await kit.deliver(
      tokenizationApprovalRequest({ cardToken: token, tokenizationToken: unseen, decided: 'DECLINED' }),
    )
    expect(await tokenStatus(unseen)).toBe('declined')
  })
})

describe('deliveries the definition allows, text the database refuses', () => {
  it('a card_transaction.updated without events is its state alone, not a 400', async () => {
    const { id, token } = await card(10n * USD)
    const t = randomUUID()
    expect((await asa({ token: t, cardToken: token, cents: 300 })).result).toBe('APPROVED')
    const pending = transactionUpdated({
      token: t,
      cardToken: token,
      status: 'PENDING',
      holdCents: 300,
      events: [event('AUTHORIZATION', 300)],
    }) as Record<string, unknown>
    const { events: _, ...withoutEvents } = pending
    const res = await kit.deliver(withoutEvents)
    expect(res.statusCode, res.body).toBe(200)
    expect(await kit.money(id)).toMatchObject({ held: 3n * USD })
  })

  it('a NUL character in a webhook, a JSON body or a query is 400 and changes nothing', async () => {
    const { token, user } = await card(10n * USD)
    const before = await kit.snapshot()
    const payload = asaRequest({
      token: randomUUID(),
      cardToken: token,
      cents: 100,
      merchant: 'NUL\u0000SHOP',
    })
    const hooked = await kit.deliver(payload, { secret: ASA_SECRET })
    expect(hooked.statusCode).toBe(400)
    expect(hooked.json()).toMatchObject({ code: 'validation_failed' })
    expect(hooked.json().message).toContain('merchant.descriptor')
    const body = await user.api.post('/user/activate', { code: 'WEL\u0000COME' })
    expect(body.statusCode).toBe(400)
    expect(body.json()).toMatchObject({ code: 'validation_failed' })
    expect(body.json().message).toContain('body.code')
    const query = await user.api.get('/invitation/check?code=AB%00CD')
    expect(query.statusCode).toBe(400)
    expect(query.json()).toMatchObject({ code: 'validation_failed' })
    expect(await kit.snapshot()).toBe(before)
  })
})
