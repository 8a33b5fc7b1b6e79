import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { cards } from '../../../db/schema/cards'
import { issuerEvents } from '../../../db/schema/issuer'
import { type CardsKit, createCardsKit, USD } from '../../cards/test/cardsKit'
import { applyInboundEvent } from './applyInboundEvent'
import { applyStrandedParkedEvents } from './applyStrandedParkedEvents'
import { toEventPayload } from './eventPayload'
import { handleInboundEvent } from './handleInboundEvent'
import type { AuthorizationRequestEvent, InboundEvent } from './InboundEvent'

// The one inbound handler on its own (events as any issuer adapter produces them), on a real database.
let kit: CardsKit
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A new user's active sandbox card with `available` micro-USD; returns its id and issuer token. */
async function card(available: bigint) {
  const user = await kit.activeUser(++accounts)
  const { id } = await kit.activeCard(user, available - 2n * USD)
  const [row] = await kit.db.select({ token: cards.issuerCardId }).from(cards).where(eq(cards.id, id))
  return { id, token: row!.token!, user }
}

const handle = (event: InboundEvent) => handleInboundEvent(kit.db, event, kit.t.clock.now())

async function state(cardId: string) {
  const result = await kit.db.execute(sql`SELECT c.balance_micro::text AS balance, c.held_micro::text AS held,
      (SELECT json_agg(json_build_array(type, amount_micro::text, coalesce(decline_reason, '')) ORDER BY seq) FROM card_transactions t WHERE t.card_id = c.id) AS history
    FROM cards c WHERE c.id = ${cardId}`)
  const row = rowsOf<{ balance: string; held: string; history: unknown }>(result)[0]!
  return { balance: BigInt(row.balance), held: BigInt(row.held), history: row.history ?? [] }
}

const request = (
  token: string,
  transactionToken: string,
  amountMicro: bigint,
): AuthorizationRequestEvent => ({
  kind: 'authorization_request',
  issuer: 'sandbox',
  eventId: `authorization:${transactionToken}`,
  cardToken: token,
  transactionToken,
  purpose: 'purchase',
  amountMicro,
  merchantName: 'Shop',
})

/** The issuer's state of a transaction (its snapshot after `version` events). */
const txState = (
  token: string,
  transactionToken: string,
  version: number,
  status: 'pending' | 'settled' | 'voided' | 'expired' | 'declined',
  holdMicro: bigint,
): InboundEvent => ({
  kind: 'transaction_state',
  issuer: 'sandbox',
  eventId: `state:${transactionToken}:${version}`,
  cardToken: token,
  transactionToken,
  version,
  status,
  holdMicro,
})

describe('inbound handler', () => {
  it('a clearing before its authorization is parked, then applied in the authorization’s transaction', async () => {
    const { id, token } = await card(10n * USD)
    const tx = randomUUID()
    const clearing: InboundEvent = {
      kind: 'clearing',
      issuer: 'sandbox',
      eventId: `clearing:${tx}`,
      cardToken: token,
      transactionToken: tx,
      amountMicro: 3n * USD,
      merchantName: 'Shop',
    }
    expect(await handle(clearing)).toMatchObject({ duplicate: false, status: 'parked' })
    expect(await state(id)).toMatchObject({ balance: 10n * USD, held: 0n })
    // A repeated delivery of the parked clearing is a duplicate; it stays parked.
    expect(await handle(clearing)).toMatchObject({ duplicate: true, status: 'parked' })
    expect(await handle(request(token, tx, 4n * USD))).toMatchObject({ decision: { approved: true } })
    // The clearing took what cleared; the hold is the transaction's state's business, not the clearing's.
    expect(await state(id)).toEqual({
      balance: 7n * USD,
      held: 4n * USD,
      history: [
        ['authorization_approval', '4000000', ''],
        ['consumption', '3000000', ''],
      ],
    })
    expect(await handle(txState(token, tx, 2, 'settled', 0n))).toMatchObject({ status: 'applied' })
    expect(await state(id)).toMatchObject({ balance: 7n * USD, held: 0n })
    const stored = await kit.db.execute(
      sql`SELECT status FROM issuer_events WHERE event_id = ${`clearing:${tx}`}`,
    )
    expect(rowsOf<unknown>(stored)).toEqual([{ status: 'applied' }])
  })

  it('a clearing left parked after its authorization arrived (two deliveries met at the lock) is applied by the sweep, once', async () => {
    const { id, token } = await card(10n * USD)
    const tx = randomUUID()
    expect(await handle(request(token, tx, 4n * USD))).toMatchObject({ decision: { approved: true } })
    // What the race leaves: the clearing read "no authorization" before waiting for the card, and parked.
    const clearing: InboundEvent = {
      kind: 'clearing',
      issuer: 'sandbox',
      eventId: `clearing:${tx}`,
      cardToken: token,
      transactionToken: tx,
      amountMicro: 3n * USD,
      merchantName: 'Shop',
    }
    await kit.db.insert(issuerEvents).values({
      issuer: 'sandbox',
      eventId: clearing.eventId,
      kind: 'clearing',
      cardId: id,
      transactionToken: tx,
      status: 'parked',
      payload: toEventPayload(clearing),
      receivedAt: kit.t.clock.now(),
    })
    expect(await state(id)).toMatchObject({ balance: 10n * USD, held: 4n * USD })
    expect((await applyStrandedParkedEvents(kit.db, kit.t.clock.now())).applied).toBe(1)
    expect(await state(id)).toMatchObject({ balance: 7n * USD, held: 4n * USD })
    expect((await applyStrandedParkedEvents(kit.db, kit.t.clock.now())).applied).toBe(0)
    expect(await state(id)).toMatchObject({ balance: 7n * USD, held: 4n * USD })
    // A parked event whose authorization has not come is left alone.
    const early = randomUUID()
    expect(
      await handle({ ...clearing, eventId: `clearing:${early}`, transactionToken: early }),
    ).toMatchObject({
      status: 'parked',
    })
    expect((await applyStrandedParkedEvents(kit.db, kit.t.clock.now())).applied).toBe(0)
  })

  it("the issuer's advice: recorded as it decided when unseen; on a known approval it moves nothing (the state does); an approval of our decline holds", async () => {
    const { id, token } = await card(10n * USD)
    const first = randomUUID()
    expect((await handle(request(token, first, 4n * USD))).decision).toEqual({ approved: true })
    const advice = (tx: string, approved: boolean, amountMicro: bigint): InboundEvent => ({
      kind: 'authorization_advice',
      issuer: 'sandbox',
      eventId: `advice:${randomUUID()}`,
      cardToken: token,
      transactionToken: tx,
      approved,
      amountMicro,
      merchantName: 'Shop',
    })
    // The issuer's word on an approval we know (a new amount, a decline of an increment): the hold is its state's.
    await handle(advice(first, true, 6n * USD))
    await handle(advice(first, false, 6n * USD))
    expect(await state(id)).toMatchObject({ held: 4n * USD })
    await handle(txState(token, first, 3, 'pending', 6n * USD))
    expect(await state(id)).toMatchObject({ held: 6n * USD })
    // An older snapshot delivered late changes nothing; the transaction voided releases the hold.
    expect(await handle(txState(token, first, 2, 'pending', 1n * USD))).toMatchObject({ status: 'ignored' })
    expect(await state(id)).toMatchObject({ held: 6n * USD })
    await handle(txState(token, first, 4, 'voided', 0n))
    expect(await state(id)).toMatchObject({ held: 0n })

    const second = randomUUID()
    expect((await handle(request(token, second, 11n * USD))).decision).toEqual({
      approved: false,
      reason: 'insufficient_balance',
    })
    // The issuer approved it anyway (our answer came too late): held, even beyond what is available.
    await handle(advice(second, true, 11n * USD))
    expect(await state(id)).toMatchObject({ balance: 10n * USD, held: 11n * USD })
    // A second request on the approved transaction is an increment, decided on its own amount: 11 more is
    // more than is available (-1), declined, and nothing more is held.
    expect(
      (await handle({ ...request(token, second, 11n * USD), eventId: 'another-delivery' })).decision,
    ).toEqual({ approved: false, reason: 'insufficient_balance' })
    expect((await state(id)).held).toBe(11n * USD)

    // An advice of an authorization never seen (stand-in approval) records and holds it.
    await handle(advice(randomUUID(), true, 1n * USD))
    expect(await state(id)).toMatchObject({ held: 12n * USD })
    expect((await state(id)).history).toEqual([
      ['authorization_approval', '4000000', ''],
      ['authorization_decline', '11000000', 'insufficient_balance'],
      ['authorization_approval', '11000000', ''],
      ['authorization_decline', '11000000', 'insufficient_balance'],
      ['authorization_approval', '1000000', ''],
    ])
  })

  it('a return credits the card with or without an authorization of ours', async () => {
    const { id, token } = await card(10n * USD)
    const purchase = randomUUID()
    await handle(request(token, purchase, 3n * USD))
    await handle({
      kind: 'clearing',
      issuer: 'sandbox',
      eventId: `clearing:${purchase}`,
      cardToken: token,
      transactionToken: purchase,
      amountMicro: 3n * USD,
      merchantName: 'Shop',
    })
    const refund = (tx: string, amountMicro: bigint): InboundEvent => ({
      kind: 'return',
      issuer: 'sandbox',
      eventId: `return:${randomUUID()}`,
      cardToken: token,
      transactionToken: tx,
      amountMicro,
      merchantName: 'Other shop',
    })
    await handle(txState(token, purchase, 2, 'settled', 0n))
    await handle(refund(purchase, 2n * USD))
    await handle(refund(randomUUID(), 1n * USD))
    expect(await state(id)).toMatchObject({
      balance: 10n * USD,
      held: 0n,
      history: [
        ['authorization_approval', '3000000', ''],
        ['consumption', '3000000', ''],
        ['refund', '2000000', ''],
        ['refund', '1000000', ''],
      ],
    })
    const lines = await kit.db.execute(
      sql`SELECT description, authorization_id IS NOT NULL AS linked FROM card_transactions WHERE card_id = ${id} AND type = 'refund' ORDER BY seq`,
    )
    // A refund of our authorization is shown under its merchant; one of its own under the issuer's.
    expect(rowsOf<unknown>(lines)).toEqual([
      { description: 'Shop', linked: true },
      { description: 'Other shop', linked: false },
    ])
  })

  it('an event for a card that is not ours is recorded as ignored; a request for it is declined', async () => {
    const unknown = randomUUID()
    const before = await kit.snapshot()
    const result = await handle(request(unknown, randomUUID(), 1n * USD))
    expect(result).toMatchObject({
      status: 'ignored',
      decision: { approved: false, reason: 'card_not_active' },
    })
    const after = JSON.parse(await kit.snapshot())
    const was = JSON.parse(before)
    // Only the event itself was recorded.
    expect({ ...after, events: null }).toEqual({ ...was, events: null })
    expect(after.events.length - (was.events?.length ?? 0)).toBe(1)
  })

  it('balance inquiries are answered on the card state without a record; account checks (0) are recorded, nothing held', async () => {
    const { id, token } = await card(0n + 2n * USD)
    const inquiry: InboundEvent = { ...request(token, randomUUID(), 0n), purpose: 'balance_inquiry' }
    expect((await handle(inquiry)).decision).toEqual({
      approved: true,
      balance: { balanceMicro: 2n * USD, availableMicro: 2n * USD },
    })
    expect(await state(id)).toEqual({ balance: 2n * USD, held: 0n, history: [] })
    // An account check is recorded (a clearing may follow it), holding nothing.
    expect((await handle(request(token, randomUUID(), 0n))).decision).toEqual({ approved: true })
    expect(await state(id)).toEqual({
      balance: 2n * USD,
      held: 0n,
      history: [['authorization_approval', '0', '']],
    })
    // A credit is accepted and shows as a pending credit: nothing held, nothing in the balance yet.
    const credit: InboundEvent = { ...request(token, randomUUID(), 5n * USD), purpose: 'credit' }
    expect((await handle(credit)).decision).toEqual({ approved: true })
    expect(await state(id)).toEqual({
      balance: 2n * USD,
      held: 0n,
      history: [
        ['authorization_approval', '0', ''],
        ['authorization_approval', '5000000', ''],
      ],
    })
    await kit.db.update(cards).set({ status: 'locked', lockReason: 'user' }).where(eq(cards.id, id))
    expect((await handle(request(token, randomUUID(), 0n))).decision).toEqual({
      approved: false,
      reason: 'card_locked',
    })
  })

  it("the issuer's pause locks the card (its own lock reason), its opening lifts only that lock, its closing suspends it", async () => {
    const { id, token } = await card(2n * USD)
    const stateEvent = (state: 'OPEN' | 'PAUSED' | 'CLOSED'): InboundEvent => ({
      kind: 'card_state',
      issuer: 'sandbox',
      eventId: `card:${randomUUID()}`,
      cardToken: token,
      state,
    })
    const lock = async () =>
      (await kit.db.select({ s: cards.status, r: cards.lockReason }).from(cards).where(eq(cards.id, id)))[0]
    expect(await handle(stateEvent('PAUSED'))).toMatchObject({ status: 'applied' })
    expect(await lock()).toEqual({ s: 'locked', r: 'issuer' })
    expect(await handle(stateEvent('PAUSED'))).toMatchObject({ status: 'ignored' })
    expect(await handle(stateEvent('OPEN'))).toMatchObject({ status: 'applied' })
    expect(await lock()).toEqual({ s: 'active', r: null })
    // An opening with no issuer's lock (the echo of the owner's unlock) changes nothing.
    expect(await handle(stateEvent('OPEN'))).toMatchObject({ status: 'ignored' })
    expect(await handle(stateEvent('CLOSED'))).toMatchObject({ status: 'applied' })
    expect((await kit.db.select({ s: cards.status }).from(cards).where(eq(cards.id, id)))[0]!.s).toBe(
      'suspended',
    )
    expect((await handle(request(token, randomUUID(), 1n))).decision).toEqual({
      approved: false,
      reason: 'card_suspended',
    })
  })

  it('with the sandbox issuer there is no Lithic webhook route', async () => {
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/issuer/lithic/events',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(res.statusCode).toBe(404)
  })

  it('an authorization request sets its lock timeout in the claim, before it waits for the card', async () => {
    const { id, token } = await card(5n * USD)
    await kit.db.transaction(async (tx) => {
      await applyInboundEvent(tx, request(token, randomUUID(), 1n * USD), kit.t.clock.now(), {
        lockTimeoutMs: 2_000,
      })
      const setting = await tx.execute(sql`SELECT current_setting('lock_timeout') AS t`)
      expect(rowsOf<{ t: string }>(setting)[0]!.t).toBe('2s')
    })
    // On PostgreSQL, with the card's row held by another transaction, the request fails after the timeout
    // instead of waiting (PGlite runs one transaction at a time: nothing can hold the row meanwhile).
    if (kit.t.database.kind !== 'postgres') return
    let release!: () => void
    let holding!: () => void
    const held = new Promise<void>((resolve) => {
      holding = resolve
    })
    const holder = kit.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM cards WHERE id = ${id} FOR UPDATE`)
      holding()
      await new Promise<void>((resolve) => {
        release = resolve
      })
    })
    await held
    const started = Date.now()
    const error = await handle(request(token, randomUUID(), 1n * USD)).then(
      () => null,
      (e: unknown) => e,
    )
    const waited = Date.now() - started
    release()
    await holder
    expect(String((error as { cause?: Error })?.cause?.message ?? error)).toContain('lock timeout')
    expect(waited).toBeGreaterThanOrEqual(1_900)
    expect(waited).toBeLessThan(10_000)
  }, 30_000)

  it("a partial void: the issuer's state holds the rest; the pending list shows what is still held", async () => {
    const { id, token, user } = await card(10n * USD)
    const tx = randomUUID()
    await handle(request(token, tx, 5n * USD))
    const partialVoid: InboundEvent = {
      kind: 'authorization_release',
      issuer: 'sandbox',
      eventId: `void:${randomUUID()}`,
      cardToken: token,
      transactionToken: tx,
      reason: 'void',
      amountMicro: 2n * USD,
    }
    await handle(partialVoid)
    // The void alone is a line of the history; the state sets the hold, once however often it comes.
    expect(await state(id)).toMatchObject({ held: 5n * USD })
    for (let i = 0; i < 2; i++) await handle(txState(token, tx, 2, 'pending', 3n * USD))
    expect(await state(id)).toMatchObject({ held: 3n * USD })
    const pending = (await user.api.get(`/card/${id}/pending-transaction`)).json()
    expect(pending).toMatchObject({ total: 1, items: [{ id: tx, original: { amount: '3.00' } }] })
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe('7.00')
  })
})
