import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { USD } from '../../../cards/test/cardsKit'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import { disputeTransaction, disputeUpdated, transactionUpdated } from './test/lithicPayloadSamples'

// acceptance: the dispute webhooks (`dispute.updated` of the Chargebacks API, the Managed Disputes
// `dispute_transaction.*` cases), built from the Lithic definition's schemas and signed, against the real app
// and database: mirrored, credited exactly once, in any order. The Lithic API is unreachable here (port 9):
// a report the issuer cannot take is 503 and changes nothing.
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  kit = await createLithicKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A new user's active Lithic card with a settled purchase of `cents` at BOOK STORE; `available` USD before it. */
async function cardWithPurchase(available: bigint, cents: number) {
  const user = await kit.activeUser(++accounts)
  const card = await kit.lithicCard(user, available - 2n * USD)
  const purchase = randomUUID()
  const settled = transactionUpdated({
    token: purchase,
    cardToken: card.token,
    merchant: 'BOOK STORE',
    events: [
      { token: randomUUID(), type: 'AUTHORIZATION', cents },
      { token: randomUUID(), type: 'CLEARING', cents },
    ],
  })
  expect((await kit.deliver(settled)).statusCode).toBe(200)
  return { ...card, user, purchase }
}

/** The card's dispute as mirrored, and its dispute ledger rows. */
async function mirrored(cardId: string) {
  const result = await kit.db.execute(sql`SELECT json_build_object(
      'disputes', (SELECT json_agg(json_build_array(status, issuer_status, amount_micro::text, credited_micro::text, issuer_version, reason) ORDER BY created_at) FROM card_disputes WHERE card_id = ${cardId}),
      'ledger', (SELECT json_agg(balance_delta::text ORDER BY id) FROM card_ledger WHERE card_id = ${cardId} AND kind = 'dispute')
    )::text AS s`)
  return JSON.parse(rowsOf<{ s: string }>(result)[0]!.s) as {
    disputes: unknown[][] | null
    ledger: string[] | null
  }
}

const deliver = async (payload: unknown, times = 1) => {
  for (let i = 0; i < times; i++) {
    const res = await kit.deliver(payload)
    expect(res.statusCode, res.body).toBe(200)
  }
}

describe('Lithic dispute webhooks', () => {
  it('dispute.updated: a dispute filed at Lithic is mirrored; CASE_WON credits it once; an older status after it changes nothing', async () => {
    const { id, purchase } = await cardWithPurchase(30n * USD, 1_250)
    expect((await kit.money(id)).balance).toBe(1_750n * 10_000n)
    const token = randomUUID()
    const at = (status: string, resolution: string | null = null) =>
      disputeUpdated({ token, transactionToken: purchase, cents: 1_250, status, resolution })
    await deliver(at('NEW'), 2)
    await deliver(at('SUBMITTED'))
    expect(await mirrored(id)).toEqual({
      disputes: [['in_review', 'SUBMITTED', '12500000', '0', 3, 'not_received']],
      ledger: null,
    })
    await deliver(at('CASE_WON', 'WON_FIRST_CHARGEBACK'), 3)
    await deliver(at('PENDING_CUSTOMER'))
    expect(await mirrored(id)).toEqual({
      disputes: [['won', 'CASE_WON', '12500000', '12500000', 7, 'not_received']],
      ledger: ['12500000'],
    })
    expect((await kit.money(id)).balance).toBe(30n * USD)
    // The operator's list names the purchase's merchant, the issuer's id and what was credited.
    const won = (await kit.admin.get('/admin/disputes?status=won')).json<{
      disputes: { cardId: string; merchantName: string; issuerToken: string; credited: string }[]
    }>().disputes
    expect(won.filter((d) => d.cardId === id)).toEqual([
      expect.objectContaining({ merchantName: 'BOOK STORE', issuerToken: token, credited: '12.50' }),
    ])
  })

  it('a closed case credits nothing; one of a transaction that is not ours is acknowledged and ignored', async () => {
    const { id, purchase } = await cardWithPurchase(30n * USD, 800)
    const token = randomUUID()
    await deliver(
      disputeUpdated({
        token,
        transactionToken: purchase,
        cents: 800,
        status: 'CASE_CLOSED',
        resolution: 'NO_DISPUTE_RIGHTS_3DS',
      }),
    )
    expect(await mirrored(id)).toEqual({
      disputes: [['lost', 'CASE_CLOSED', '8000000', '0', 7, 'not_received']],
      ledger: null,
    })
    // Recorded as an ignored issuer event (as any event of a card not ours), nothing else written.
    const counts = async () =>
      rowsOf<{ s: string }>(
        await kit.db.execute(sql`SELECT json_build_array((SELECT count(*) FROM card_disputes),
          (SELECT count(*) FROM card_ledger), (SELECT sum(balance_micro)::text FROM cards))::text AS s`),
      )[0]!.s
    const before = await counts()
    const stranger = disputeUpdated({
      token: randomUUID(),
      transactionToken: randomUUID(),
      cents: 800,
      status: 'CASE_WON',
    })
    await deliver(stranger)
    expect(await counts()).toBe(before)
    const [ignored] = rowsOf<{ status: string }>(
      await kit.db.execute(
        sql`SELECT status FROM issuer_events WHERE event_id = ${`dispute:${stranger.token}:CASE_WON`}`,
      ),
    )
    expect(ignored).toEqual({ status: 'ignored' })
  })

  it('Managed Disputes: a provisional credit, then the case lost: the credit is taken back; older snapshots after it change nothing', async () => {
    const { id, token: cardToken, purchase } = await cardWithPurchase(20n * USD, 1_000)
    const token = randomUUID()
    const opened = disputeTransaction({
      token,
      cardToken,
      transactionToken: purchase,
      cents: 1_000,
      events: [],
    })
    const granted = disputeTransaction({
      token,
      cardToken,
      transactionToken: purchase,
      cents: 1_000,
      events: [{ kind: 'provisional_granted', cents: 1_000 }],
    })
    const lost = disputeTransaction({
      token,
      cardToken,
      transactionToken: purchase,
      cents: 1_000,
      events: [
        { kind: 'provisional_granted', cents: 1_000 },
        { kind: 'provisional_reversed', cents: 1_000 },
      ],
      denied: 1_000,
      status: 'CLOSED',
      disposition: 'LOST',
    })
    await deliver(opened)
    await deliver(granted, 2)
    expect((await kit.money(id)).balance).toBe(20n * USD)
    await deliver(lost, 2)
    await deliver(granted)
    await deliver(opened)
    expect(await mirrored(id)).toEqual({
      disputes: [['lost', 'LOST', '10000000', '0', 3, 'other']],
      ledger: ['10000000', '-10000000'],
    })
    expect((await kit.money(id)).balance).toBe(10n * USD)
  })

  it('Managed Disputes: won after a provisional credit is not credited twice; a case in another currency is raised, not applied', async () => {
    const { id, token: cardToken, purchase } = await cardWithPurchase(20n * USD, 600)
    const token = randomUUID()
    const won = disputeTransaction({
      token,
      cardToken,
      transactionToken: purchase,
      cents: 600,
      events: [
        { kind: 'provisional_granted', cents: 600 },
        { kind: 'chargeback_credit', cents: 600 },
      ],
      recovered: 600,
      status: 'CLOSED',
      disposition: 'WON',
    })
    await deliver(won, 2)
    expect(await mirrored(id)).toEqual({
      disputes: [['won', 'WON', '6000000', '6000000', 3, 'other']],
      ledger: ['6000000'],
    })
    expect((await kit.money(id)).balance).toBe(20n * USD)
    const euro = disputeTransaction({
      token: randomUUID(),
      cardToken,
      transactionToken: randomUUID(),
      cents: 900,
      events: [{ kind: 'provisional_granted', cents: 900 }],
      currency: 'EUR',
    })
    await deliver(euro, 2)
    expect((await kit.money(id)).balance).toBe(20n * USD)
    const listed = (await kit.admin.get(`/admin/exceptions?reason=issuer_unhandled&cardId=${id}`)).json<{
      exceptions: { detail: string }[]
    }>().exceptions
    expect(listed.map((e) => e.detail)).toEqual(['dispute_currency'])
  })

  it('a report the issuer cannot take is 503 and records nothing; the owner can report again', async () => {
    const { id, user, purchase } = await cardWithPurchase(20n * USD, 500)
    const [authorization] = rowsOf<{ id: string }>(
      await kit.db.execute(sql`SELECT id FROM card_authorizations WHERE issuer_token = ${purchase}`),
    )
    const before = await kit.snapshot()
    for (let i = 0; i < 2; i++) {
      const res = await user.api.post(`/card/${id}/disputes`, {
        transactionId: authorization!.id,
        reason: 'not_received',
        description: 'The order never arrived at all.',
      })
      expect(res.statusCode, res.body).toBe(503)
      expect(res.json()).toMatchObject({ code: 'upstream_unavailable' })
      expect(await kit.snapshot()).toBe(before)
      expect(await mirrored(id)).toEqual({ disputes: null, ledger: null })
    }
  })
})
