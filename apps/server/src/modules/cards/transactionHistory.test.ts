import { HISTORY_LEDGER_KINDS } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { creditRebate } from '../../flows/creditRebate'
import { postLedgerEntry, settlePendingTopups } from '../../ledger'
import { historySqlText } from './repo/historyRows'
import { type CardsKit, createCardsKit, type KitUser, USD } from './test/cardsKit'

// The card history through the real app on a real database. Top-ups (settled and still pending),
// a captured purchase, a reversed one, a refunded one, a held one and a declined one: one row each, with its
// state and sign, each refund a row of its own, and a running balance that ends at the card's
// balance and adds up to the cent; a declined row has none.
type Item = {
  id: string
  type: string
  state: string
  direction: string
  amount: string
  balanceChange: string
  balanceAfter?: string
  description: string
  declineReason?: string
  settlement: { amount: string }
}

let kit: CardsKit
let owner: KitUser
let other: KitUser
let cardId: string
const ids: Record<string, string> = {}

const micro = (usd: string) => BigInt(usd.replace('.', '')) * 10_000n

beforeAll(async () => {
  kit = await createCardsKit()
  owner = await kit.activeUser(1)
  other = await kit.activeUser(2)
  // 2.00 first payment and 50.00 settled.
  cardId = (await kit.activeCard(owner)).id
  const step = () => kit.t.clock.advance(1_000)
  const buy = async (name: string, amount: string) => {
    step()
    const res = await owner.api.post(`/sandbox/cards/${cardId}/authorizations`, {
      amount,
      merchantName: name,
    })
    ids[name] = res.json().id
    return res.json()
  }
  const act = async (name: string, action: string, body: object = {}) => {
    step()
    const res = await owner.api.post(`/sandbox/authorizations/${ids[name]}/${action}`, body)
    expect(res.statusCode, res.body).toBe(204)
  }
  expect(await buy('Grocer', '10.00')).toMatchObject({ status: 'approved' })
  expect(await buy('Cinema', '7.00')).toMatchObject({ status: 'approved' })
  expect(await buy('Shoes', '12.00')).toMatchObject({ status: 'approved' })
  await act('Grocer', 'capture')
  await act('Cinema', 'reverse')
  await act('Shoes', 'capture')
  await act('Shoes', 'refund', { amount: '4.00' })
  await act('Shoes', 'refund')
  expect(await buy('Bakery', '3.00')).toMatchObject({ status: 'approved' })
  expect(await buy('Car Dealer', '1000.00')).toMatchObject({
    status: 'declined',
    declineReason: 'insufficient_balance',
  })
  // Rewards redeemed onto the card (a credit like a top-up), settled into the balance.
  step()
  const granted = await kit.admin.post('/admin/rewards/adjust', {
    address: owner.address,
    amount: '20.00',
    reason: 'history test',
  })
  expect(granted.statusCode, granted.body).toBe(204)
  const redeemed = await owner.api.post(`/card/${cardId}/topup/redeem`, { amount: '10.00' })
  expect(redeemed.statusCode, redeemed.body).toBe(204)
  await settlePendingTopups(kit.db, { now: kit.t.clock.now(), delayMs: 0, onPartSettled: creditRebate })
  // A top-up credited and waiting for its block to be final: pending, not in the balance yet.
  step()
  await kit.db.transaction((tx) =>
    postLedgerEntry(tx, {
      cardId,
      kind: 'topup_credit',
      pendingDelta: 5n * USD,
      balanceDelta: 0n,
      ref: `history-pending-${cardId}`,
      at: kit.t.clock.now(),
      finalAt: null,
    }),
  )
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

describe('card history', () => {
  it('one row per purchase, per top-up and per redemption, signed, with its state, newest first', async () => {
    const res = await owner.api.get(`/card/${cardId}/transaction?limit=20`)
    expect(res.statusCode, res.body).toBe(200)
    const { items, total } = res.json<{ items: Item[]; total: number }>()
    expect(total).toBe(11)
    expect(
      items.map(
        (i) =>
          `${i.type} ${i.description || '-'} ${i.state}${i.declineReason ? `:${i.declineReason}` : ''} ${i.direction} ${i.amount} ${i.balanceChange}`,
      ),
    ).toEqual([
      'topup - pending credit 5.00 0.00',
      'reward - settled credit 10.00 10.00',
      'authorization_decline Car Dealer declined:insufficient_balance debit -1000.00 0.00',
      'authorization_approval Bakery pending debit -3.00 -3.00',
      'refund Shoes settled credit 8.00 8.00',
      'refund Shoes settled credit 4.00 4.00',
      'consumption Shoes refunded debit -12.00 -12.00',
      'authorization_reversal Cinema reversed debit -7.00 0.00',
      'consumption Grocer settled debit -10.00 -10.00',
      'topup - settled credit 50.00 50.00',
      'topup - settled credit 2.00 2.00',
    ])
    // The purchases are ours by id: one row each, however many events each had.
    const purchases = items.filter((i) => !['topup', 'reward', 'refund'].includes(i.type))
    expect(purchases.map((i) => i.id)).toEqual(
      ['Car Dealer', 'Bakery', 'Shoes', 'Cinema', 'Grocer'].map((name) => ids[name]),
    )
    // The fields the history always had stay: the settlement as a magnitude.
    expect(items[8]!.settlement.amount).toBe('10.00')
  })

  it("the running balance adds up, and the newest row's is the card's balance", async () => {
    const { items } = (await owner.api.get(`/card/${cardId}/transaction?limit=20`)).json<{ items: Item[] }>()
    const card = (await owner.api.get(`/card/${cardId}`)).json<{ balance: string }>()
    // 2 + 50 - 10 (Grocer) - 3 held (Bakery) + 10 redeemed; Shoes refunded in full, Cinema reversed, the pending
    // top-up not in yet.
    expect(card.balance).toBe('49.00')
    expect(items[0]!.balanceAfter).toBe(card.balance)
    // A decline moved nothing and shows no balance ("declined: insufficient balance" next to 49.00 misleads).
    const declined = items.filter((i) => i.state === 'declined')
    expect(declined.map((i) => [i.balanceAfter, i.balanceChange])).toEqual([[undefined, '0.00']])
    const balanced = items.filter((i) => i.state !== 'declined')
    for (let i = 0; i < balanced.length - 1; i++) {
      expect(micro(balanced[i]!.balanceAfter!), balanced[i]!.id).toBe(
        micro(balanced[i + 1]!.balanceAfter!) + micro(balanced[i]!.balanceChange),
      )
    }
    const oldest = balanced.at(-1)!
    expect(micro(oldest.balanceAfter!) - micro(oldest.balanceChange)).toBe(0n)
    expect(items.reduce((sum, i) => sum + micro(i.balanceChange), 0n)).toBe(micro(card.balance))
  })

  it('pages by offset and limit with the same rows, balances and total as the whole list', async () => {
    const whole = (await owner.api.get(`/card/${cardId}/transaction?limit=20`)).json<{ items: Item[] }>()
    const page = (await owner.api.get(`/card/${cardId}/transaction?skip=3&limit=3`)).json<{
      items: Item[]
      total: number
    }>()
    expect(page.total).toBe(11)
    expect(page.items).toEqual(whole.items.slice(3, 6))
    const past = (await owner.api.get(`/card/${cardId}/transaction?skip=11&limit=3`)).json()
    expect(past).toEqual({ total: 11, older: false, items: [] })
    // A page's cost grows with its depth: deeper than HISTORY_SKIP_MAX is refused before any read.
    expect((await owner.api.get(`/card/${cardId}/transaction?skip=10000&limit=3`)).json()).toEqual({
      total: 11,
      older: false,
      items: [],
    })
    const deep = await owner.api.get(`/card/${cardId}/transaction?skip=10001&limit=3`)
    expect([deep.statusCode, deep.json().code]).toEqual([400, 'validation_failed'])
  })

  it('ledger rows of purchases from before holds (approval debit, void or to-hold reversal) are no rows of their own', async () => {
    const before = (await owner.api.get(`/card/${cardId}/transaction?limit=20`)).json<{
      items: Item[]
      total: number
    }>()
    // As migration 0010 and the code before the issuer gateway left them: a purchase debit at approval, then a
    // reversal of it (here both for Bakery's authorization: they net to nothing, as the hold took over).
    const bakery = ids.Bakery!
    await kit.db.execute(sql`INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at)
      VALUES (${cardId}, 'purchase', 0, -3000000, ${`auth:${bakery}:approve`}, ${JSON.stringify({ authorizationId: bakery })}::jsonb, now()),
             (${cardId}, 'reversal', 0, 3000000, ${`auth:${bakery}:to-hold`}, ${JSON.stringify({ authorizationId: bakery, description: 'Bakery (now held)' })}::jsonb, now()),
             (${cardId}, 'purchase', 0, -1000000, 'auth:legacy:approve', '{}'::jsonb, now()),
             (${cardId}, 'reversal', 0, 1000000, 'auth:legacy:reverse', '{}'::jsonb, now())`)
    const after = (await owner.api.get(`/card/${cardId}/transaction?limit=20`)).json<{
      items: Item[]
      total: number
    }>()
    expect(after.total).toBe(before.total)
    expect(after.items).toEqual(before.items)
  })

  it('sub-cent credits: the shown balances and changes add up to the cent, no drift', async () => {
    const third = await kit.activeUser(3)
    const card = (await kit.activeCard(third, 0n)).id
    // Three top-ups net of fees, each 24.955: rounded one by one they show 74.85, the balance is 76.86 - 2.00.
    for (let i = 0; i < 3; i++) await kit.fund(card, 24_955_000n)
    const balance = (await third.api.get(`/card/${card}`)).json<{ balance: string }>().balance
    expect(balance).toBe('76.86')
    const { items } = (await third.api.get(`/card/${card}/transaction?limit=20`)).json<{ items: Item[] }>()
    expect(items.map((i) => `${i.amount} ${i.balanceChange} ${i.balanceAfter}`)).toEqual([
      '24.95 24.95 76.86',
      '24.95 24.96 51.91',
      '24.95 24.95 26.95',
      '2.00 2.00 2.00',
    ])
    expect(items.reduce((sum, i) => sum + micro(i.balanceChange), 0n)).toBe(micro(balance))
  })

  it("another user's card is a 404, and a card with only its first top-up has one row", async () => {
    expect((await other.api.get(`/card/${cardId}/transaction`)).statusCode).toBe(404)
    const fresh = (await kit.activeCard(other, 0n)).id
    const { items, total } = (await other.api.get(`/card/${fresh}/transaction`)).json<{
      items: Item[]
      total: number
    }>()
    expect(total).toBe(1)
    expect(items).toMatchObject([
      { type: 'topup', state: 'settled', direction: 'credit', amount: '2.00', balanceAfter: '2.00' },
    ])
  })

  it('reads each side on its index, never the whole card (the plan, table scans ruled out)', async () => {
    const rows = (result: unknown) => rowsOf<Record<string, string>>(result)
    // In one transaction: on PostgreSQL the setting and the plan must be on the same pooled connection.
    const plan = await kit.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`)
      const [session] = rows(
        await tx.execute(sql`SELECT id FROM sessions WHERE address = ${owner.lower} AND NOT revoked LIMIT 1`),
      )
      const query = historySqlText(kit.db, {
        id: cardId,
        sid: session!.id!,
        now: kit.t.clock.now(),
        reach: 10,
      })
      return rows(await tx.execute(sql.raw(`EXPLAIN ${query}`)))
        .map((row) => Object.values(row)[0])
        .join('\n')
    })
    expect(plan).toContain('card_authorizations_card_at_idx')
    // The partial index's predicate is the query's list of kinds (migration 0015 = HISTORY_LEDGER_KINDS).
    expect(plan).toContain('card_ledger_history_idx')
    expect(plan).toContain('card_transactions_refund_idx')
    expect(plan).toContain('sessions_pkey')
    expect(plan).not.toContain('Seq Scan')
    const definition = rows(
      // This schema's index only (the search path's): pg_indexes spans every schema, and other test files drop theirs
      // concurrently on PostgreSQL ('could not open relation with OID').
      await kit.db.execute(sql`SELECT pg_get_indexdef(to_regclass('card_ledger_history_idx')) AS indexdef`),
    )[0]!.indexdef!
    for (const kind of HISTORY_LEDGER_KINDS) expect(definition).toContain(`'${kind}'`)
  })
})
