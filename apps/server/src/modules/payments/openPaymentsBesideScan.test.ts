import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cardMoney,
  countRows,
  createPaymentsFixture,
  insertCard,
  mine,
  net,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { DEFAULT_BUDGETS } from '../../config'
import { rowsOf } from '../../db/rowsOf'

// A payment report costs its owner nothing: a made-up hash is accepted as `reported` and checked on chain until
// it is dropped. Those checks run beside the watcher's scan (a job of their own), so however many are open the
// confirmed scan credits a deposit without waiting for them; each owner has a budget of reports, and a card's
// refused reports raise at most a few exceptions a day for support.
/** `rejected_report` exceptions a card raises a day (REJECTED_REPORTS_PER_CARD_PER_DAY). */
const REJECTED_A_DAY = 3
/** Reports an owner makes an hour (PAYMENT_REPORTS_PER_HOUR): the refused reports below spend it exactly. */
const REPORTS_AN_HOUR = REJECTED_A_DAY + 1
let f: PaymentsFixture
beforeAll(async () => {
  f = await createPaymentsFixture({
    rateLimit: {
      nonce: { max: 10_000, timeWindowMs: 60_000 },
      auth: { max: 10_000, timeWindowMs: 60_000 },
    },
    budgets: {
      ...DEFAULT_BUDGETS,
      paymentReportsPerHour: REPORTS_AN_HOUR,
      paymentReportsPerCardPerHour: REPORTS_AN_HOUR,
      rejectedReportsPerCardPerDay: REJECTED_A_DAY,
    },
  })
  await f.runtime.jobs.stop() // the test runs each job itself
}, 120_000)
afterAll(async () => {
  await f?.close()
})

const db = () => f.db.database.db
const randomHash = () => `0x${randomBytes(32).toString('hex')}`
const report = (cardId: string, headers: Record<string, string>, hash: string, nonce = 1) =>
  f.app.inject({
    method: 'POST',
    url: `/api/card/${cardId}/topup/pay`,
    headers,
    payload: { currency: 'usdt', hash, nonce },
  })

describe('open payments beside the scan', () => {
  it('200 open reports do not hold the confirmed scan: the deposit is credited by the watcher pass alone', async () => {
    const owner = testAccount(2).address
    const cards = await Promise.all(
      Array.from({ length: 10 }, () => insertCard(f, { owner, status: 'active' })),
    )
    const at = f.clock.now()
    // 200 reports of hashes on no chain, as the report route records them (owner, nonce), never checked yet.
    const values = sql.join(
      Array.from(
        { length: 200 },
        (_, i) =>
          sql`(31337, ${randomHash()}, ${cards[i % cards.length]!.id}, 'reported', 'usdt', ${owner.toLowerCase()}, ${i}, ${at}, ${at}, ${at})`,
      ),
      sql`, `,
    )
    await db().execute(sql`INSERT INTO payments (chain_id, tx_hash, card_id, status, currency, sender, nonce,
      reported_at, created_at, updated_at) VALUES ${values}`)
    const unchecked = async () =>
      rowsOf<{ n: number }>(
        await db().execute(
          sql`SELECT count(*)::int AS n FROM payments WHERE status = 'reported' AND updated_at = created_at
            AND card_id IN (${sql.join(
              cards.map((c) => sql`${c.id}`),
              sql`, `,
            )})`,
        ),
      )[0]!.n

    const card = await insertCard(f, { owner: testAccount(3).address, status: 'active' })
    await sendUsdt(f, 3, card.address, 20n * USD)
    await mine(f, 1)
    f.clock.advance(1_000) // a check writes its time: the clock must have moved for it to show
    await f.runtime.jobs.runOnce([`watcher:${f.chain.chainId}`])
    expect((await cardMoney(f, card.id)).pendingMicro).toBe(net(20n * USD))
    expect(await unchecked()).toBe(200) // the pass checked none of them

    await f.runtime.jobs.runOnce([`payment-checks:${f.chain.chainId}`])
    expect(await unchecked()).toBe(0) // one round of the checks, beside the pass, checked all 200
    expect(await countRows(f, 'payment_credits', sql`card_id = ${card.id}`)).toBe(1)
  }, 120_000)

  it("an owner's reports have a budget; a card's refused reports raise a few exceptions a day", async () => {
    const user = await signInAccount(f, 4)
    const card = await insertCard(f, { owner: testAccount(4).address, status: 'active' })
    // Transactions that pay this card nothing: each report of one is refused (payment_rejected).
    const elsewhere = testAccount(9).address as Address
    const hashes = []
    for (let i = 0; i < REJECTED_A_DAY; i++) hashes.push(await sendUsdt(f, 4, elsewhere, 1n * USD))
    const exceptions = async () =>
      rowsOf<{ tx_hash: string; attempts: number }>(
        await db().execute(
          sql`SELECT tx_hash, attempts FROM deposit_exceptions WHERE reason = 'rejected_report'
            AND card_id = ${card.id} ORDER BY id`,
        ),
      )
    const refusedReport = async (hash: string) => {
      const refused = await report(card.id, user.headers, hash)
      expect(refused.statusCode).toBe(422)
      expect(refused.json().code).toBe('payment_rejected')
    }
    // A repeat of one already recorded counts its attempt (and spends the card's day budget like a new one).
    await refusedReport(hashes[0]!)
    await refusedReport(hashes[0]!)
    expect(await exceptions()).toEqual([{ tx_hash: hashes[0]!.toLowerCase(), attempts: 2 }])
    // Past the card's budget of the day, the refusal stands unrecorded.
    await refusedReport(hashes[1]!)
    await refusedReport(hashes[2]!)
    expect((await exceptions()).map((e) => e.tx_hash)).toEqual(hashes.slice(0, 2).map((h) => h.toLowerCase()))

    // The owner's budget of the hour is spent (REPORTS_AN_HOUR reports): refused before any work.
    const over = await report(card.id, user.headers, randomHash())
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('rate_limited')
    expect(await countRows(f, 'payments', sql`card_id = ${card.id}`)).toBe(0)
    // Another owner is not held by it.
    const other = await signInAccount(f, 5)
    const otherCard = await insertCard(f, { owner: testAccount(5).address, status: 'active' })
    expect((await report(otherCard.id, other.headers, randomHash())).statusCode).toBe(204)

    // A day later the card's refusals are recorded again, and the owner may report again.
    f.clock.advance(24 * 60 * 60_000 + 1_000)
    const later = await sendUsdt(f, 4, elsewhere, 1n * USD)
    expect((await report(card.id, user.headers, later)).statusCode).toBe(422)
    expect((await exceptions()).map((e) => e.tx_hash)).toContain(later.toLowerCase())
  }, 120_000)
})
