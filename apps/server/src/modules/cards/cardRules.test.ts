import { Writable } from 'node:stream'
import { parseUsd } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { postLedgerEntry } from '../../ledger/postLedgerEntry'
import { OTP_TTL_MS } from '../issuer/generateOtp'
import { isLuhnValid } from '../issuer/luhn'
import { pdfText, readCardImage } from './test/api'
import { type CardsKit, createCardsKit, USD } from './test/cardsKit'

// Every log line the app writes, at the most verbose level, to prove card data never reaches them.
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

const row = async (id: string) => {
  const result = await kit.db.execute(
    sql`SELECT status, lock_reason, balance_micro::text AS balance FROM cards WHERE id = ${id}`,
  )
  return rowsOf<{ status: string; lock_reason: string | null; balance: string }>(result)[0]!
}

describe('card rules', () => {
  it('an expired card reports expired, refuses lock, top-up and purchases', async () => {
    const user = await kit.activeUser(1)
    const { id } = await kit.activeCard(user)
    expect((await kit.admin.post(`/admin/cards/${id}/expire`)).statusCode).toBe(204)
    const card = (await user.api.get(`/card/${id}`)).json()
    expect(card).toMatchObject({ expired: true, topupDisabled: true })
    expect((await user.api.post(`/card/${id}/lock`)).json()).toMatchObject({ code: 'invalid_action' })
    // Top-up refused at the report (payments' route); the card answer tells the web app first.
    const pay = await user.api.post(`/card/${id}/topup/pay`, {
      currency: 'usdt',
      hash: `0x${'ef'.repeat(32)}`,
      nonce: 0,
    })
    expect(pay.statusCode).toBe(409)
    expect(pay.json().message).toContain('expired')
    const auth = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '1.00',
      merchantName: 'Shop',
    })
    expect(auth.json()).toMatchObject({ status: 'declined', declineReason: 'card_expired' })
    expect(
      (await kit.admin.post('/admin/cards/6f1c1e9e-2b7a-4c61-9d55-0a1b2c3d4e5f/expire')).statusCode,
    ).toBe(404)
  })

  it('a suspended card declines purchases and cannot be locked', async () => {
    const user = await kit.activeUser(2)
    const { id } = await kit.activeCard(user)
    expect((await kit.admin.post(`/admin/cards/${id}/suspend`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}`)).json()).toMatchObject({
      status: 'suspended',
      topupDisabled: true,
    })
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(409)
    const auth = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '1.00',
      merchantName: 'Shop',
    })
    expect(auth.json()).toMatchObject({ status: 'declined', declineReason: 'card_suspended' })
  })

  it('a capture above the hold takes the balance negative: the card locks until a top-up brings it back', async () => {
    const user = await kit.activeUser(3)
    const { id } = await kit.activeCard(user, 10n * USD)
    const auth = (
      await user.api.post(`/sandbox/cards/${id}/authorizations`, { amount: '9.00', merchantName: 'Hotel' })
    ).json()
    expect(auth.status).toBe('approved')
    // Balance 12 (10 funded + the 2 of the first payment), 9 held; a capture of 16 takes 7 more: -4.
    expect(
      (await user.api.post(`/sandbox/authorizations/${auth.id}/capture`, { amount: '16.00' })).statusCode,
    ).toBe(204)
    expect(await row(id)).toEqual({ status: 'locked', lock_reason: 'negative_balance', balance: '-4000000' })
    const card = (await user.api.get(`/card/${id}`)).json()
    expect(card).toMatchObject({ status: 'locked', balance: '-4.00' })
    expect((await user.api.post(`/card/${id}/unlock`)).json()).toMatchObject({ code: 'invalid_action' })
    expect((await user.api.post(`/card/${id}/unlock`)).json().message).toContain('negative')
    // A top-up that only partly covers it keeps the lock; one that brings it to zero or more lifts it.
    await kit.fund(id, 3n * USD)
    expect((await row(id)).status).toBe('locked')
    await kit.fund(id, 1n * USD)
    expect(await row(id)).toEqual({ status: 'active', lock_reason: null, balance: '0' })
  })

  it('a user lock survives a negative balance and a top-up; the owner unlocks it', async () => {
    const user = await kit.activeUser(4)
    const { id } = await kit.activeCard(user, 5n * USD)
    const auth = (
      await user.api.post(`/sandbox/cards/${id}/authorizations`, { amount: '7.00', merchantName: 'Shop' })
    ).json()
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    await user.api.post(`/sandbox/authorizations/${auth.id}/capture`, { amount: '8.00' })
    expect(await row(id)).toMatchObject({ status: 'locked', lock_reason: 'user', balance: '-1000000' })
    await kit.fund(id, 2n * USD)
    expect(await row(id)).toMatchObject({ status: 'locked', lock_reason: 'user' })
    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect((await row(id)).status).toBe('active')
  })

  it('postLedgerEntry applies a ref once, and never takes pending below zero', async () => {
    const user = await kit.activeUser(5)
    const { id } = await kit.activeCard(user, 0n)
    const entry = {
      cardId: id,
      kind: 'topup_credit' as const,
      pendingDelta: 5n * USD,
      balanceDelta: 0n,
      ref: `once-${id}`,
    }
    expect(await postLedgerEntry(kit.db, entry)).toEqual({ applied: true })
    expect(await postLedgerEntry(kit.db, entry)).toEqual({ applied: false })
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        kit.db.transaction((tx) => postLedgerEntry(tx, { ...entry, ref: `race-${id}` })),
      ),
    )
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    // Pending and balance summed: the background settlement may move pending into balance at any time.
    const total = async () => {
      const card = (await user.api.get(`/card/${id}`)).json()
      return parseUsd(card.pendingTopup) + parseUsd(card.balance)
    }
    expect(await total()).toBe(12n * USD)
    await expect(
      kit.db.transaction((tx) =>
        postLedgerEntry(tx, {
          cardId: id,
          kind: 'settlement',
          pendingDelta: -11n * USD,
          balanceDelta: 11n * USD,
          ref: `over-${id}`,
        }),
      ),
    ).rejects.toThrow()
    expect(await total()).toBe(12n * USD)
    const over = await kit.db.execute(
      sql`SELECT count(*)::int AS n FROM card_ledger WHERE ref = ${`over-${id}`}`,
    )
    expect(rowsOf<{ n: number }>(over)[0]!.n).toBe(0)
  })

  it('a 3DS code is valid 5 minutes; reversals return the hold', async () => {
    const user = await kit.activeUser(6)
    const { id } = await kit.activeCard(user)
    const auth = (
      await user.api.post(`/sandbox/cards/${id}/authorizations`, {
        amount: '4.00',
        merchantName: 'Late',
        threeDS: true,
      })
    ).json()
    const { otp } = (await user.api.get(`/card/${id}/3ds`)).json()
    kit.t.clock.advance(OTP_TTL_MS)
    expect((await user.api.get(`/card/${id}/3ds`)).json()).toBe('OK')
    const late = await user.api.post(`/sandbox/authorizations/${auth.id}/otp`, { otp })
    expect(late.json()).toMatchObject({ code: 'invalid_action' })
    expect(late.json().message).toContain('expired')
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe('52.00')

    const held = (
      await user.api.post(`/sandbox/cards/${id}/authorizations`, {
        amount: '5.00',
        merchantName: 'Refund Shop',
      })
    ).json()
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe('47.00')
    expect((await user.api.post(`/sandbox/authorizations/${held.id}/reverse`)).statusCode).toBe(204)
    expect((await user.api.post(`/sandbox/authorizations/${held.id}/reverse`)).statusCode).toBe(409)
    expect((await user.api.post(`/sandbox/authorizations/${held.id}/capture`, {})).statusCode).toBe(409)
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe('52.00')
    const types = (await user.api.get(`/card/${id}/transaction`))
      .json()
      .items.map((t: { type: string }) => t.type)
    // One row per purchase (the reversed one; the late one declined, its code expired), then the two top-ups.
    expect(types).toEqual(['authorization_reversal', 'authorization_decline', 'topup', 'topup'])
  })

  it('five wrong codes end the challenge as declined', async () => {
    const user = await kit.activeUser(7)
    const { id } = await kit.activeCard(user)
    const auth = (
      await user.api.post(`/sandbox/cards/${id}/authorizations`, {
        amount: '1.00',
        merchantName: 'Guess',
        threeDS: true,
      })
    ).json()
    const { otp } = (await user.api.get(`/card/${id}/3ds`)).json()
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect((await user.api.post(`/sandbox/authorizations/${auth.id}/otp`, { otp: wrong })).statusCode).toBe(
        409,
      )
    expect((await user.api.post(`/sandbox/authorizations/${auth.id}/otp`, { otp })).statusCode).toBe(409)
    expect((await user.api.get(`/card/${id}/3ds`)).json()).toBe('OK')
  })

  it('a statement with more than 10 pages of transactions renders every one', async () => {
    const user = await kit.activeUser(8)
    const { id } = await kit.activeCard(user, 1_000n * USD)
    const purchases = 520
    // Movements of the history of their own (the statement's rows are the history's), one per merchant.
    await kit.db.transaction(async (tx) => {
      for (let i = 0; i < purchases; i++) {
        await postLedgerEntry(tx, {
          cardId: id,
          kind: 'adjustment',
          pendingDelta: 0n,
          balanceDelta: -10_000n,
          ref: `bulk-${id}-${i}`,
          meta: { description: `Bulk merchant ${i}` },
          at: kit.t.clock.now(),
        })
      }
    })
    const res = await user.api.get(`/card/${id}/statement`)
    expect(res.statusCode).toBe(200)
    const { pages, text } = await pdfText(res.rawPayload)
    expect(pages).toBeGreaterThanOrEqual(11)
    for (let i = 0; i < purchases; i++) expect(text).toContain(`Bulk merchant ${i}\n`)
    expect(text).toContain('Closing balance: 996.80 USD')
    // A month that has not begun has no statement (400, the statement test covers past months).
    const next = new Date(kit.t.clock.now())
    next.setUTCMonth(next.getUTCMonth() + 1)
    const month = next.toISOString().slice(0, 7)
    const later = await user.api.get(`/card/${id}/statement?month=${month}`)
    expect(later.statusCode).toBe(400)
    expect(later.json()).toMatchObject({ code: 'validation_failed' })
  }, 60_000)

  it('card number, CVV and OTP never appear in logs, in answers other than the image, or in the database', async () => {
    const user = await kit.activeUser(9)
    const { id, img, details } = await kit.activeCard(user)
    const face = readCardImage(img)
    expect(isLuhnValid(face.pan)).toBe(true)
    // The text fields are the same number and CVV as the picture.
    expect(details.number).toBe(face.pan)
    expect(details.cvv).toBe(face.cvv)
    const auth = (
      await user.api.post(`/sandbox/cards/${id}/authorizations`, {
        amount: '2.00',
        merchantName: 'Shop',
        threeDS: true,
      })
    ).json()
    const { otp } = (await user.api.get(`/card/${id}/3ds`)).json()
    await user.api.post(`/sandbox/authorizations/${auth.id}/otp`, { otp })
    const answers = [
      (await user.api.get('/card')).body,
      (await user.api.get(`/card/${id}`)).body,
      (await user.api.get(`/order/${id}`)).body,
      (await user.api.get(`/card/${id}/transaction`)).body,
    ]
    for (const body of answers) {
      expect(body).not.toContain(face.pan)
      expect(body).not.toContain(face.pan.slice(0, 12))
    }
    const logs = logLines.join('')
    // The 6-digit code as a value of its own: not the same digits inside a longer number, a float's decimals
    // (responseTime) or a timestamp's microseconds, where a random code turns up now and then.
    const otpValue = new RegExp(`(?<![0-9.])${otp}(?![0-9])`)
    expect(logLines.length).toBeGreaterThan(20)
    expect(logs).not.toContain(face.pan)
    expect(logs).not.toContain(`"${face.cvv}"`)
    expect(logs).not.toMatch(otpValue)
    expect(logs).not.toContain(img.slice(30, 80))
    const dump = await kit.db.execute(sql`SELECT
      (SELECT json_agg(c)::text FROM cards c) AS cards,
      (SELECT json_agg(a)::text FROM card_authorizations a) AS auths,
      (SELECT json_agg(l)::text FROM card_ledger l) AS ledger,
      (SELECT json_agg(t)::text FROM card_transactions t) AS txs`)
    const text = JSON.stringify(rowsOf<unknown>(dump))
    expect(text).not.toContain(face.pan)
    expect(text).not.toMatch(otpValue)
    expect(text).not.toContain(`"cvv":"${face.cvv}"`)
  })
})
