import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../db/rowsOf'
import { type CardsKit, createCardsKit, USD } from '../modules/cards/test/cardsKit'
import { availableBalance } from './availableBalance'
import { growHold } from './growHold'
import { setHold } from './setHold'

// Holds on a real database: available = balance - held, held = sum of open holds; a hold follows the issuer's
// figure (setHold) and grows by an approved increment (growHold).
let kit: CardsKit
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const at = () => kit.t.clock.now()

async function money(cardId: string) {
  const result = await kit.db.execute(sql`SELECT c.balance_micro::text AS balance, c.held_micro::text AS held,
      c.status, (SELECT coalesce(sum(amount_micro), 0)::text FROM card_holds h WHERE h.card_id = c.id AND h.status = 'open') AS open_sum,
      (SELECT count(*)::int FROM card_ledger l WHERE l.card_id = c.id) AS ledger_rows
    FROM cards c WHERE c.id = ${cardId}`)
  const row = rowsOf<{
    balance: string
    held: string
    status: string
    open_sum: string
    ledger_rows: number
  }>(result)[0]!
  // The invariant every change keeps: the card's held total is the sum of its open holds.
  expect(row.held).toBe(row.open_sum)
  return {
    balance: BigInt(row.balance),
    held: BigInt(row.held),
    status: row.status,
    ledgerRows: row.ledger_rows,
  }
}

/** A new active card of a new user (one free card each) with `amount` funded besides the first 2 USD. */
async function card(amount: bigint): Promise<{ id: string }> {
  const user = await kit.activeUser(++accounts)
  return kit.activeCard(user, amount)
}

const tx = <T>(fn: Parameters<typeof kit.db.transaction<T>>[0]) => kit.db.transaction(fn)

describe('holds', () => {
  it("setHold sets what a hold reserves to the issuer's figure: placed, resized up or down, open at 0, closed, reopened", async () => {
    const { id } = await card(10n * USD) // balance 12 (10 + the first payment's 2)
    const before = await money(id)
    const set = (amountMicro: bigint, open = true, closeAs?: 'captured' | 'released') =>
      tx((t) => setHold(t, { cardId: id, ref: 'auth:s1', amountMicro, open, closeAs, at: at() }))
    expect(await set(3n * USD)).toEqual({ changedMicro: 3n * USD, closed: false })
    expect(await set(3n * USD)).toEqual({ changedMicro: 0n, closed: false })
    const after = await money(id)
    expect(after).toMatchObject({ balance: 12n * USD, held: 3n * USD, ledgerRows: before.ledgerRows })
    expect(availableBalance({ balanceMicro: after.balance, heldMicro: after.held })).toBe(9n * USD)
    // Up beyond what is available (no balance check: the issuer decided), down, to 0 while still open.
    expect(await set(15n * USD)).toEqual({ changedMicro: 12n * USD, closed: false })
    expect((await money(id)).held).toBe(15n * USD)
    expect(await set(4n * USD)).toEqual({ changedMicro: -11n * USD, closed: false })
    expect(await set(0n)).toEqual({ changedMicro: -4n * USD, closed: false })
    expect((await money(id)).held).toBe(0n)
    expect(await set(2n * USD)).toEqual({ changedMicro: 2n * USD, closed: false })
    // Closed: what it held is released, once; closing again changes nothing.
    expect(await set(0n, false, 'captured')).toEqual({ changedMicro: -2n * USD, closed: true })
    expect(await set(0n, false)).toEqual({ changedMicro: 0n, closed: false })
    const row = await kit.db.execute(
      sql`SELECT status, amount_micro::text AS amount FROM card_holds WHERE ref = 'auth:s1'`,
    )
    expect(rowsOf<unknown>(row)).toEqual([{ status: 'captured', amount: '0' }])
    // The issuer says it is pending again (a newer snapshot): reopened.
    expect(await set(1n * USD)).toEqual({ changedMicro: 1n * USD, closed: false })
    expect(await money(id)).toMatchObject({ balance: 12n * USD, held: 1n * USD })
    // No hold and nothing to hold: nothing placed.
    expect(
      await tx((t) => setHold(t, { cardId: id, ref: 'auth:none', amountMicro: 0n, open: true, at: at() })),
    ).toEqual({ changedMicro: 0n, closed: false })
    await expect(set(-1n)).rejects.toThrow(RangeError)
  })

  it('growHold adds an increment: placed when there was none, on top of an open hold, reopening a closed one', async () => {
    const { id } = await card(10n * USD)
    const grow = (ref: string, byMicro: bigint) =>
      tx((t) => growHold(t, { cardId: id, ref, byMicro, at: at() }))
    await grow('auth:g1', 2n * USD)
    await grow('auth:g1', 3n * USD)
    expect((await money(id)).held).toBe(5n * USD)
    await tx((t) => setHold(t, { cardId: id, ref: 'auth:g1', amountMicro: 0n, open: false, at: at() }))
    await grow('auth:g1', 1n * USD)
    expect((await money(id)).held).toBe(1n * USD)
    await expect(grow('auth:g1', 0n)).rejects.toThrow(RangeError)
  })

  it('the database refuses a held total below zero', async () => {
    const { id } = await card(0n)
    await expect(kit.db.execute(sql`UPDATE cards SET held_micro = -1 WHERE id = ${id}`)).rejects.toThrow()
    expect((await money(id)).held).toBe(0n)
  })
})
