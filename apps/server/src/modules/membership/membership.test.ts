import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../../config'
import { rowsOf } from '../../db/rowsOf'
import { creditRebate } from '../../flows/creditRebate'
import { settlePendingTopups } from '../../ledger'
import { postLedgerEntry } from '../../ledger/postLedgerEntry'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { computeMonthlyLevels } from './computeMonthlyLevels'
import { getMembershipLevel } from './getMembershipLevel'

// Acceptance: levels from last month's settled volume, their edges and progress, the monthly job
// (twice, concurrently, catching up), and the rebate of a settled top-up credited exactly once.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const at = (iso: string) => new Date(iso)
let account = 10

/** A new activated user with an active card, both created at `when`; signed in again at the end. */
async function userWithCard(when: Date): Promise<{ user: KitUser; cardId: string; index: number }> {
  kit.t.clock.set(when)
  const index = account++
  const user = await kit.activeUser(index)
  const { id } = await kit.activeCard(user, 0n)
  return { user, cardId: id, index }
}

/** Settled top-up volume at `when` (a credit and its settlement, as the settlement job writes them). */
async function settledAt(cardId: string, amount: bigint, when: Date) {
  kit.t.clock.set(when)
  await kit.fund(cardId, amount)
}

/** Moves the clock and signs the user in again (sessions last 7 days of the test clock). */
async function signedInAt(index: number, when: Date): Promise<KitUser> {
  kit.t.clock.set(when)
  return kit.signIn(index)
}

async function rewardRecords(address: string) {
  const result = await kit.db.execute(
    sql`SELECT type, amount_micro::text AS amount, ref FROM reward_records WHERE address = ${address.toLowerCase()} ORDER BY id`,
  )
  return rowsOf<{ type: string; amount: string; ref: string }>(result)
}

describe('GET /user/membership', () => {
  it('a user who settled 1,200 USD last month is level 1 (0.2 %); a 100 USD top-up settled twice pays 0.20 once', async () => {
    const { cardId, index } = await userWithCard(at('2027-01-20T10:00:00Z'))
    await settledAt(cardId, 700n * USD, at('2027-02-01T00:00:00Z'))
    await settledAt(cardId, 500n * USD, at('2027-02-28T23:59:59.999Z'))
    // Next month's volume does not count for March.
    await settledAt(cardId, 1_000n * USD, at('2027-03-01T00:00:00Z'))

    const user = await signedInAt(index, at('2027-03-10T12:00:00Z'))
    const res = await user.api.get('/user/membership')
    expect(res.statusCode, res.body).toBe(200)
    // Level from February's 1,200 USD; progress from March's 1,000 USD so far toward level 2's 5,000.
    expect(res.json()).toEqual({
      enable: true,
      level: 1,
      rebate: '0.002',
      nextInfo: { level: 2, requiredValue: '5000.00', percent: 20 },
    })

    // A 100 USD top-up credited to pending, then the settlement job runs twice.
    await postLedgerEntry(kit.db, {
      cardId,
      kind: 'topup_credit',
      pendingDelta: 100n * USD,
      balanceDelta: 0n,
      ref: `membership-test-credit-${cardId}`,
      at: kit.t.clock.now(),
    })
    await settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate })
    await settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate })

    const rebates = (await rewardRecords(user.address)).filter((r) => r.type === 'rebate')
    expect(rebates).toHaveLength(1)
    expect(rebates[0]!.amount).toBe('200000')
    expect(rebates[0]!.ref).toMatch(/^rebate:settlement:/)
    expect((await user.api.get('/reward/balance')).json()).toEqual({ rewardBalance: '0.20' })
    const history = (await user.api.get('/reward/record')).json()
    expect(history.total).toBe(1)
    expect(history.items[0]).toMatchObject({ type: 'rebate', amount: '0.20', at: '2027-03-10T12:00:00.000Z' })
    const card = (await user.api.get(`/card/${cardId}`)).json()
    expect(card.pendingTopup).toBe('0.00')
  })

  it('level edges: 999.99 / 1,000.00 / 5,000.00 / 20,000.00; progress from this month toward the level above', async () => {
    // Each user settles `volume` in April (May's level) and 250 USD on May 1st (May's progress).
    const cases = [
      { volume: 0n, level: 0, rebate: '0', nextInfo: { level: 1, requiredValue: '1000.00', percent: 25 } },
      {
        volume: 999_990_000n,
        level: 0,
        rebate: '0',
        nextInfo: { level: 1, requiredValue: '1000.00', percent: 25 },
      },
      {
        volume: 1_000n * USD,
        level: 1,
        rebate: '0.002',
        nextInfo: { level: 2, requiredValue: '5000.00', percent: 5 },
      },
      {
        volume: 4_999_999_999n,
        level: 1,
        rebate: '0.002',
        nextInfo: { level: 2, requiredValue: '5000.00', percent: 5 },
      },
      {
        volume: 5_000n * USD,
        level: 2,
        rebate: '0.005',
        nextInfo: { level: 3, requiredValue: '20000.00', percent: 1.25 },
      },
      { volume: 20_000n * USD, level: 3, rebate: '0.01', nextInfo: null },
    ]
    for (const c of cases) {
      const { cardId, index } = await userWithCard(at('2027-03-28T08:00:00Z'))
      // Room for 20,000 USD of balance (as on an unlimited card).
      await kit.db.execute(sql`UPDATE cards SET balance_upper_micro = NULL WHERE id = ${cardId}`)
      // Split over several settlements of April, the month before May.
      if (c.volume > 0n) {
        await settledAt(cardId, c.volume / 2n, at('2027-04-05T00:00:00Z'))
        await settledAt(cardId, c.volume - c.volume / 2n, at('2027-04-30T23:59:59Z'))
      }
      await settledAt(cardId, 250n * USD, at('2027-05-01T00:00:00Z'))
      const user = await signedInAt(index, at('2027-05-02T00:00:00Z'))
      const res = await user.api.get('/user/membership')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json(), `volume ${c.volume}`).toEqual({
        enable: true,
        level: c.level,
        rebate: c.rebate,
        nextInfo: c.nextInfo,
      })
    }
  }, 60_000)

  it('a new user with 220 USD of settled top-ups this month sees 22 % toward level 1 (0 %)', async () => {
    // Created in October: its 2 USD first payment settles then, not in November.
    const { cardId, index } = await userWithCard(at('2027-10-30T08:00:00Z'))
    await settledAt(cardId, 120n * USD, at('2027-11-03T10:00:00Z'))
    await settledAt(cardId, 100n * USD, at('2027-11-04T10:00:00Z'))
    const user = await signedInAt(index, at('2027-11-04T12:00:00Z'))
    expect((await user.api.get('/user/membership')).json()).toEqual({
      enable: true,
      level: 0,
      rebate: '0',
      nextInfo: { level: 1, requiredValue: '1000.00', percent: 22 },
    })
  })

  it('level 3 pays 1 % and level 0 records no rebate', async () => {
    const top = await userWithCard(at('2027-05-28T00:00:00Z'))
    const none = await userWithCard(at('2027-05-28T00:00:00Z'))
    // Room for the top-up above 20,000 USD of balance (as on an unlimited card).
    await kit.db.execute(sql`UPDATE cards SET balance_upper_micro = NULL WHERE id = ${top.cardId}`)
    await settledAt(top.cardId, 20_000n * USD, at('2027-06-11T00:00:00Z'))
    await settledAt(none.cardId, 999n * USD, at('2027-06-11T00:00:00Z'))
    kit.t.clock.set(at('2027-07-04T00:00:00Z'))
    for (const { cardId } of [top, none]) {
      await postLedgerEntry(kit.db, {
        cardId,
        kind: 'topup_credit',
        pendingDelta: 33_333_333n,
        balanceDelta: 0n,
        ref: `membership-test-l3-${cardId}`,
        at: kit.t.clock.now(),
      })
    }
    await settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate })
    const topRebates = (await rewardRecords(top.user.address)).filter((r) => r.type === 'rebate')
    // 33.333333 USD x 1 % = 0.33333333, rounded down to the micro-dollar.
    expect(topRebates.map((r) => r.amount)).toEqual(['333333'])
    expect((await rewardRecords(none.user.address)).filter((r) => r.type === 'rebate')).toEqual([])
  })
})

describe('monthly levels job', () => {
  it('freezes each user level per (address, month), once, even when runs overlap or repeat', async () => {
    const a = await userWithCard(at('2027-07-30T00:00:00Z'))
    const b = await userWithCard(at('2027-07-30T00:00:00Z'))
    await settledAt(a.cardId, 5_000n * USD, at('2027-08-15T00:00:00Z'))
    await settledAt(b.cardId, 1_500n * USD, at('2027-08-31T23:00:00Z'))

    // The server was down on the 1st: the job runs on the 3rd, twice at once, then again.
    const runs = await Promise.all([
      computeMonthlyLevels(kit.db, at('2027-09-03T09:00:00Z')),
      computeMonthlyLevels(kit.db, at('2027-09-03T09:00:00Z')),
    ])
    expect(runs.filter((r) => r.computed)).toHaveLength(1)
    const winner = runs.find((r) => r.computed)!
    expect(winner.month).toBe('2027-09-01')
    const usersNow = await kit.db.execute(sql`SELECT count(*)::int AS n FROM users`)
    expect(winner.users).toBe(rowsOf<{ n: number }>(usersNow)[0]!.n)
    expect(await computeMonthlyLevels(kit.db, at('2027-09-20T00:00:00Z'))).toEqual({
      month: '2027-09-01',
      computed: false,
      users: 0,
    })

    const rows = await kit.db.execute(
      sql`SELECT address, level, volume_micro::text AS volume FROM membership_levels
          WHERE month = '2027-09-01' AND address IN (${a.user.lower}, ${b.user.lower}) ORDER BY level DESC`,
    )
    expect(rowsOf<unknown>(rows)).toEqual([
      { address: a.user.lower, level: 2, volume: '5000000000' },
      { address: b.user.lower, level: 1, volume: '1500000000' },
    ])

    // Frozen: a settlement backdated into August after the run does not move September's level.
    await settledAt(b.cardId, 10_000n * USD, at('2027-08-31T23:30:00Z'))
    const frozen = await getMembershipLevel(kit.db, b.user.address, at('2027-09-21T00:00:00Z'))
    expect(frozen).toMatchObject({ level: 1, frozen: true, month: '2027-09-01', volumeMicro: 1_500n * USD })
    const user = await signedInAt(b.index, at('2027-09-21T00:00:00Z'))
    expect((await user.api.get('/user/membership')).json()).toMatchObject({ level: 1, rebate: '0.002' })

    // A month the job has not reached yet is computed on the fly from the ledger (same number).
    const live = await getMembershipLevel(kit.db, b.user.address, at('2027-10-01T00:00:00Z'))
    expect(live).toMatchObject({ frozen: false, month: '2027-10-01', volumeMicro: 0n, level: 0 })
  })

  it('runs in the app: the level job is registered and the programme can be switched off', async () => {
    // MEMBERSHIP_ENABLED=false sets this field (config/loadConfig).
    const config: Partial<Config> & { membershipEnabled: boolean } = { membershipEnabled: false }
    const off = await createCardsKit({ config })
    try {
      const user = await off.activeUser(3)
      expect((await user.api.get('/user/membership')).json()).toEqual({
        enable: false,
        level: 0,
        rebate: '0',
        nextInfo: null,
      })
      // The app ran the job once at start for its current month.
      const month = new Date(Date.UTC(off.t.clock.now().getUTCFullYear(), off.t.clock.now().getUTCMonth(), 1))
      await expect
        .poll(async () => {
          const r = await off.db.execute(
            sql`SELECT count(*)::int AS n FROM membership_runs WHERE month = ${month.toISOString().slice(0, 10)}`,
          )
          return rowsOf<{ n: number }>(r)[0]!.n
        })
        .toBe(1)
    } finally {
      await off.close()
    }
  }, 120_000)

  it('answers 401 without a session', async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/api/user/membership' })
    expect(res.statusCode).toBe(401)
  })
})
