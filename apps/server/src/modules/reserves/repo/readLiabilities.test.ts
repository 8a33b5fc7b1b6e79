import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers'
import { type OwedBatch, readLiabilities } from './readLiabilities'

// The liabilities read lists its owners a thousand to a row of the cursor; with rows of a few owners and
// fetches of a few rows, every owner still comes once, in ascending order, with what they are owed, on the
// database under test (PGlite, or PostgreSQL with DATABASE_URL).
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
}, 60_000)
afterAll(async () => {
  await t?.drop()
})

const address = (i: number) => `0x${i.toString(16).padStart(2, '0').repeat(20)}`

describe('readLiabilities', () => {
  it('hands every owner once, in address order, whatever the rows and fetches they come in', async () => {
    // Owner i: a card of i USD (one in 4 below zero: owed 0), a reward of 1 USD for one in 3 (owner 0's
    // only owed amount), open withdrawals for owner 7; owners inserted out of address order.
    const owners = [7, 3, 11, 0, 5, 9, 1, 12, 4, 8, 2, 10, 6]
    for (const i of owners) {
      await t.database.db.execute(sql`
        INSERT INTO users (address, state, active, created_at) VALUES (${address(i)}, 'normal', true, now())`)
      if (i > 0)
        await t.database.db.execute(sql`
          INSERT INTO cards (id, owner_address, product_id, program, status, expires_at, balance_micro,
            pending_micro, deposit_address, order_currency, issuer_card_id, pan_last4, issued_at, created_at,
            updated_at)
          VALUES (${`card-${i}`}, ${address(i)}, 'classic', 'classic', 'active', now() + interval '1 year',
            ${i % 4 === 2 ? -5_000_000 : i * 1_000_000}, ${i === 5 ? 250_000 : 0},
            ${`0x${(i + 100).toString(16).padStart(40, '0')}`}, 'usdt', ${`issuer-${i}`}, '4242', now(), now(),
            now())`)
      if (i % 3 === 0)
        await t.database.db.execute(sql`
          INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
          VALUES (${address(i)}, 'adjustment', 1000000, ${`reward-${i}`}, now())`)
    }
    // Withdrawals of owner 7's card: one of each status, 1.50 + 0.50 fee each (the card's balance is what the
    // test wrote, as if each had left it). Requested and sending are owed (2.00 each); paid and failed are not.
    const withdrawal = (n: number, status: string) => sql`
      INSERT INTO card_withdrawals (id, card_id, owner_address, amount_micro, fee_micro, chain_id, token_address,
        token_symbol, token_decimals, token_amount, recipient, status, nonce, payout_tx, created_at, closed_at)
      VALUES (${`00000000-0000-4000-8000-00000000000${n}`}::uuid, 'card-7', ${address(7)}, 1500000, 500000, 31337,
        ${`0x${'aa'.repeat(20)}`}, 'USDT', 6, 1500000, ${`0x${'bb'.repeat(20)}`}, ${status}, ${`nonce-${n}`},
        ${status === 'requested' ? null : `0x${String(n).repeat(64)}`},
        now(), ${status === 'paid' || status === 'failed' ? sql`now()` : sql`NULL`})`
    for (const [n, status] of ['requested', 'sending', 'paid', 'failed'].entries()) {
      await t.database.db.execute(withdrawal(n + 1, status))
    }
    const expected = [...owners]
      .sort((a, b) => a - b)
      .map((i) => ({
        owner: address(i),
        liability:
          (i === 0 || i % 4 === 2 ? 0n : BigInt(i) * 1_000_000n) +
          (i === 5 ? 250_000n : 0n) +
          (i % 3 === 0 ? 1_000_000n : 0n) +
          (i === 7 ? 4_000_000n : 0n),
      }))

    for (const [ownersPerRow, rowsPerFetch] of [
      [1, 1],
      [2, 2],
      [3, 5],
      [4, 1],
      [1_000, 10],
    ] as const) {
      const batches: OwedBatch[] = []
      const read = await readLiabilities(t.database.db, (batch) => batches.push(batch), {
        ownersPerRow,
        rowsPerFetch,
      })
      expect(batches.flat()).toEqual(expected)
      expect(batches.map((b) => b.length)).toEqual(
        Array.from({ length: Math.ceil(owners.length / ownersPerRow) }, (_, k) =>
          Math.min(ownersPerRow, owners.length - k * ownersPerRow),
        ),
      )
      expect(read).toEqual({ owners: owners.length, negativeMicro: 15_000_000n })
    }
  })
})
