import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { cards } from '../../../../db/schema/cards'
import { approveProcessingApplications } from '../../approveProcessingApplications'
import {
  ISSUANCE_MAX_AGE_MS,
  ISSUANCE_MAX_ATTEMPTS,
  ISSUANCE_MAX_RETRY_MS,
  ISSUER_IDEMPOTENCY_WINDOW_MS,
} from '../../issuance/issuancePolicy'
import { lithicCardMemo } from './createLithicGateway'
import { type FakeLithic, startFakeLithic } from './test/fakeLithic'
import { createLithicKit, type LithicKit } from './test/lithicKit'

// Issuance that ends. `cards.create` at a stand-in of Lithic's API (through the official SDK) fails;
// the real app (ROLE=api: no background sweep racing these calls) asks again with backoff, looks the card up
// past the idempotency window, and gives up visibly.
let kit: LithicKit
let lithic: FakeLithic
let accounts = 0
const logged: { level: string; object: Record<string, unknown>; message: string }[] = []
const log = {
  warn: (object: Record<string, unknown>, message: string) => logged.push({ level: 'warn', object, message }),
  error: (object: Record<string, unknown>, message: string) =>
    logged.push({ level: 'error', object, message }),
}

beforeAll(async () => {
  lithic = await startFakeLithic()
  kit = await createLithicKit({ lithicBaseUrl: lithic.url, config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await lithic?.close()
})

const creates = (memo: string) =>
  lithic.requests.filter((r) => r.method === 'POST' && r.path === '/v1/cards' && r.body?.memo === memo).length
const lists = (cardId: string) =>
  lithic.requests.filter(
    (r) => r.method === 'GET' && r.path === '/v1/cards' && r.query.get('memo') === cardId,
  ).length

async function issuance(id: string) {
  const [row] = await kit.db
    .select({
      status: cards.status,
      attempts: cards.issuanceAttempts,
      next: cards.issuanceNextAttemptAt,
      error: cards.issuanceError,
      failed: cards.issuanceFailedAt,
      token: cards.issuerCardId,
    })
    .from(cards)
    .where(eq(cards.id, id))
  return row!
}

describe('issuing a card at Lithic', () => {
  it('a failing cards.create is asked again with backoff (1 s doubling to 15 min), the cause kept; past the idempotency window the card is looked up first; after the maximum age the issuance has failed: the owner sees it, an operator has one exception, nothing more is asked', async () => {
    const user = await kit.activeUser(++accounts)
    const id = await kit.processingApplication(user)
    const memo = lithicCardMemo({ program: 'classic', id })
    lithic.intercept((request) =>
      request.method === 'POST' && request.path === '/v1/cards'
        ? { status: 400, body: { message: 'Account holder is not verified', debugging_request_id: 'dbg-1' } }
        : undefined,
    )
    const started = kit.t.clock.now().getTime()
    const now = () => kit.t.clock.now()
    const attemptTimes: number[] = [started]
    let row: Awaited<ReturnType<typeof issuance>>
    try {
      expect(await approveProcessingApplications(kit.db, now(), { log })).toEqual([])
      row = await issuance(id)
      expect(row).toMatchObject({ status: 'application_processing', attempts: 1, failed: null })
      expect(row.next!.getTime() - now().getTime()).toBe(1_000)
      expect(row.error).toContain('HTTP 400')
      expect(row.error).toContain('Account holder is not verified')
      expect(logged.at(-1)).toMatchObject({
        level: 'warn',
        message: 'card issuance failed: asked again later',
        object: { cardId: id, attempt: 1, cause: expect.stringContaining('Account holder is not verified') },
      })
      // Not before its time: nothing is asked.
      kit.t.clock.advance(999)
      await approveProcessingApplications(kit.db, now(), { log })
      expect(creates(memo)).toBe(1)

      // Each wait doubles up to the cap.
      const waits: number[] = []
      for (let attempt = 2; attempt <= 13; attempt++) {
        kit.t.clock.set(row.next!)
        attemptTimes.push(row.next!.getTime())
        await approveProcessingApplications(kit.db, now(), { log })
        row = await issuance(id)
        expect(row.attempts).toBe(attempt)
        waits.push(row.next!.getTime() - now().getTime())
      }
      expect(waits).toEqual([
        2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000, 900_000, 900_000,
      ])
      expect(creates(memo)).toBe(13)
      expect(lists(id)).toBe(0)

      // Until the end: past the idempotency window each attempt looks the card up before creating it.
      let attempts = 13
      while (row.failed === null) {
        kit.t.clock.set(row.next!)
        attemptTimes.push(row.next!.getTime())
        await approveProcessingApplications(kit.db, now(), { log })
        row = await issuance(id)
        attempts++
        expect(row.attempts).toBe(attempts)
        expect(attempts).toBeLessThan(250)
      }
      const age = now().getTime() - started
      // The attempts run out first, after about two days (the age limit is the other bound).
      expect(row.attempts).toBe(ISSUANCE_MAX_ATTEMPTS)
      expect(age).toBeGreaterThan(ISSUANCE_MAX_AGE_MS - 2 * ISSUANCE_MAX_RETRY_MS)
      expect(age).toBeLessThan(ISSUANCE_MAX_AGE_MS)
      const lookups = lists(id)
      expect(lookups).toBeGreaterThan(0)
      // One lookup before each attempt at least a window after the first, none before.
      expect(lookups).toBe(attemptTimes.filter((at) => at - started >= ISSUER_IDEMPOTENCY_WINDOW_MS).length)
      expect(creates(memo)).toBe(attempts)
    } finally {
      lithic.intercept(null)
    }
    expect(row).toMatchObject({ status: 'application_processing', next: null, token: null })
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      message: 'card issuance failed for good: the owner is told, an exception is open',
      object: { cardId: id, cause: expect.stringContaining('HTTP 400') },
    })

    // The owner sees it (not "in review" forever); an operator has one exception naming the cause.
    const shown = await user.api.get(`/card/${id}`)
    expect(shown.json()).toMatchObject({ status: 'application_processing', issuanceFailed: true })
    const exceptions = await kit.admin.get('/admin/exceptions')
    expect(exceptions.statusCode, exceptions.body).toBe(200)
    const ours = (exceptions.json() as { exceptions: { cardId?: string }[] }).exceptions.filter(
      (e) => e.cardId === id,
    )
    expect(ours).toHaveLength(1)
    expect(ours[0]).toMatchObject({
      reason: 'issuer_unhandled',
      detail: 'issuance_failed',
      issuerEvent: `lithic:cards.create:${id}`,
      status: 'open',
    })

    // Nothing more is asked, however often the sweep runs.
    const before = lithic.requests.length
    kit.t.clock.advance(ISSUANCE_MAX_AGE_MS)
    expect(await approveProcessingApplications(kit.db, now(), { log })).toEqual([])
    expect(lithic.requests.length).toBe(before)
    // The logs name the cause, never the API key.
    expect(JSON.stringify(logged)).not.toContain('lithic-test-api-key')

    // The cause fixed, an operator asks again: looked up first (earlier attempts may have made it), then created.
    expect((await kit.admin.post(`/admin/cards/${id}/retry-issuance`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}`)).json()).not.toHaveProperty('issuanceFailed')
    const listed = lists(id)
    expect(await approveProcessingApplications(kit.db, now(), { log })).toEqual([id])
    expect(lists(id)).toBe(listed + 1)
    expect(creates(memo)).toBe(ISSUANCE_MAX_ATTEMPTS + 1)
    expect((await user.api.get(`/card/${id}`)).json()).toMatchObject({ status: 'waiting_to_get' })
    expect((await kit.admin.post(`/admin/cards/${id}/retry-issuance`)).statusCode).toBe(409)
  }, 120_000)

  it('a card Lithic created whose answer was lost is found by its memo past the idempotency window and recorded, never created twice', async () => {
    const user = await kit.activeUser(++accounts)
    const id = await kit.processingApplication(user)
    const memo = lithicCardMemo({ program: 'classic', id })
    let lost = false
    lithic.intercept((request) => {
      if (request.method !== 'POST' || request.path !== '/v1/cards') return undefined
      if (!lost) {
        // Lithic creates the card, then the answer never arrives (a timeout at our end).
        lost = true
        lithic.cards.set('lost-card-token', {
          token: 'lost-card-token',
          state: 'OPEN',
          memo,
          last_four: '7788',
          exp_month: '09',
          exp_year: '2032',
          created: new Date().toISOString(),
        })
      }
      return { status: 400, body: { message: 'upstream timeout' } }
    })
    try {
      await approveProcessingApplications(kit.db, kit.t.clock.now(), { log })
      expect((await issuance(id)).attempts).toBe(1)
      expect(lists(id)).toBe(0)
      // A day later (Lithic no longer knows the idempotency key): looked up first, found, recorded.
      kit.t.clock.advance(ISSUER_IDEMPOTENCY_WINDOW_MS)
      expect(await approveProcessingApplications(kit.db, kit.t.clock.now(), { log })).toEqual([id])
    } finally {
      lithic.intercept(null)
    }
    expect(lists(id)).toBe(1)
    expect(creates(memo)).toBe(1)
    expect(await issuance(id)).toMatchObject({ status: 'waiting_to_get', token: 'lost-card-token' })
    expect((await user.api.get(`/card/${id}`)).json()).toMatchObject({
      status: 'waiting_to_get',
      number: '**** **** **** 7788',
    })
    expect([...lithic.cards.values()].filter((card) => card.memo === memo)).toHaveLength(1)
  })

  it('a card that fails once is issued at the next attempt after its wait', async () => {
    const user = await kit.activeUser(++accounts)
    const id = await kit.processingApplication(user)
    let failures = 1
    lithic.intercept((request) =>
      request.method === 'POST' && request.path === '/v1/cards' && failures-- > 0
        ? { status: 400, body: { message: 'Program is being configured' } }
        : undefined,
    )
    try {
      await approveProcessingApplications(kit.db, kit.t.clock.now(), { log })
      const row = await issuance(id)
      expect(row).toMatchObject({ status: 'application_processing', attempts: 1 })
      kit.t.clock.set(row.next!)
      expect(await approveProcessingApplications(kit.db, kit.t.clock.now(), { log })).toEqual([id])
    } finally {
      lithic.intercept(null)
    }
    expect((await issuance(id)).status).toBe('waiting_to_get')
    const exceptions = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM deposit_exceptions WHERE card_id = ${id}`,
    )
    expect(rowsOf<{ n: number }>(exceptions)[0]!.n).toBe(0)
  }, 60_000)
})
