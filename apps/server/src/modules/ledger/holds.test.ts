import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, USD } from '../cards/test/cardsKit'
import { availableBalance } from './availableBalance'
import { captureHold } from './captureHold'
import { placeHold } from './placeHold'
import { releaseHold } from './releaseHold'
import { lockCardMoney } from './repo/lockCardMoney'
import { resizeHold } from './resizeHold'

// Holds on a real database: available = balance - held, each change once per ref, held = sum of open holds.
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
  const row = (
    result as unknown as {
      rows: { balance: string; held: string; status: string; open_sum: string; ledger_rows: number }[]
    }
  ).rows[0]!
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
  it('a hold reserves money without moving it, once per ref', async () => {
    const { id } = await card(10n * USD) // balance 12 (10 + the first payment's 2)
    const before = await money(id)
    const first = await tx((t) =>
      placeHold(t, { cardId: id, ref: 'auth:a1', amountMicro: 3n * USD, at: at() }),
    )
    const again = await tx((t) =>
      placeHold(t, { cardId: id, ref: 'auth:a1', amountMicro: 5n * USD, at: at() }),
    )
    expect([first.placed, again.placed]).toEqual([true, false])
    const after = await money(id)
    expect(after).toMatchObject({ balance: 12n * USD, held: 3n * USD, ledgerRows: before.ledgerRows })
    expect(availableBalance({ balanceMicro: after.balance, heldMicro: after.held })).toBe(9n * USD)
    const locked = await tx((t) => lockCardMoney(t, id))
    expect(locked).toMatchObject({ balanceMicro: 12n * USD, heldMicro: 3n * USD })
    await expect(
      tx((t) => placeHold(t, { cardId: id, ref: 'auth:zero', amountMicro: 0n, at: at() })),
    ).rejects.toThrow(RangeError)
  })

  it('capture takes what cleared and releases the rest; the same clearing never debits twice', async () => {
    const { id } = await card(10n * USD)
    await tx((t) => placeHold(t, { cardId: id, ref: 'auth:b1', amountMicro: 5n * USD, at: at() }))
    const capture = {
      cardId: id,
      holdRef: 'auth:b1',
      amountMicro: 4n * USD,
      ledgerRef: 'clearing:b1:1',
      description: 'Shop',
      at: at(),
    }
    expect(await tx((t) => captureHold(t, capture))).toEqual({ captured: true, releasedMicro: 1n * USD })
    expect(await tx((t) => captureHold(t, capture))).toEqual({ captured: false, releasedMicro: 0n })
    expect(await money(id)).toMatchObject({ balance: 8n * USD, held: 0n })
    // A second clearing of the closed hold (a split shipment) debits with its own ref.
    await tx((t) => captureHold(t, { ...capture, amountMicro: 1n * USD, ledgerRef: 'clearing:b1:2' }))
    expect(await money(id)).toMatchObject({ balance: 7n * USD, held: 0n })
    // Releasing the captured hold releases nothing.
    expect(await tx((t) => releaseHold(t, { ref: 'auth:b1', at: at() }))).toEqual({
      releasedMicro: 0n,
      closed: false,
    })
  })

  it('a capture above the hold takes the balance below zero and locks the card', async () => {
    const { id } = await card(1n * USD) // balance 3
    await tx((t) => placeHold(t, { cardId: id, ref: 'auth:c1', amountMicro: 2n * USD, at: at() }))
    await tx((t) =>
      captureHold(t, {
        cardId: id,
        holdRef: 'auth:c1',
        amountMicro: 5n * USD,
        ledgerRef: 'clearing:c1',
        description: 'Hotel',
        at: at(),
      }),
    )
    expect(await money(id)).toMatchObject({ balance: -2n * USD, held: 0n, status: 'locked' })
  })

  it('release gives back part or all; a released hold stays released', async () => {
    const { id } = await card(10n * USD)
    await tx((t) => placeHold(t, { cardId: id, ref: 'auth:d1', amountMicro: 6n * USD, at: at() }))
    expect(await tx((t) => releaseHold(t, { ref: 'auth:d1', amountMicro: 2n * USD, at: at() }))).toEqual({
      releasedMicro: 2n * USD,
      closed: false,
    })
    expect((await money(id)).held).toBe(4n * USD)
    expect(await tx((t) => releaseHold(t, { ref: 'auth:d1', amountMicro: 9n * USD, at: at() }))).toEqual({
      releasedMicro: 4n * USD,
      closed: true,
    })
    expect(await tx((t) => releaseHold(t, { ref: 'auth:d1', at: at() }))).toEqual({
      releasedMicro: 0n,
      closed: false,
    })
    expect(await tx((t) => releaseHold(t, { ref: 'auth:unknown', at: at() }))).toEqual({
      releasedMicro: 0n,
      closed: false,
    })
    expect(await money(id)).toMatchObject({ balance: 12n * USD, held: 0n })
  })

  it('resize sets an open hold to a new amount, up or down, without a balance check', async () => {
    const { id } = await card(0n) // balance 2
    await tx((t) => placeHold(t, { cardId: id, ref: 'auth:e1', amountMicro: 1n * USD, at: at() }))
    expect(await tx((t) => resizeHold(t, { ref: 'auth:e1', amountMicro: 5n * USD, at: at() }))).toEqual({
      changedMicro: 4n * USD,
    })
    const over = await money(id)
    expect(availableBalance({ balanceMicro: over.balance, heldMicro: over.held })).toBe(-3n * USD)
    expect(await tx((t) => resizeHold(t, { ref: 'auth:e1', amountMicro: 2n * USD, at: at() }))).toEqual({
      changedMicro: -3n * USD,
    })
    expect((await money(id)).held).toBe(2n * USD)
    await tx((t) => releaseHold(t, { ref: 'auth:e1', at: at() }))
    expect(await tx((t) => resizeHold(t, { ref: 'auth:e1', amountMicro: 3n * USD, at: at() }))).toEqual({
      changedMicro: 0n,
    })
    expect((await money(id)).held).toBe(0n)
  })

  it('the database refuses a held total below zero', async () => {
    const { id } = await card(0n)
    await expect(kit.db.execute(sql`UPDATE cards SET held_micro = -1 WHERE id = ${id}`)).rejects.toThrow()
    expect((await money(id)).held).toBe(0n)
  })
})
