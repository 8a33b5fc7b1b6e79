import { randomUUID } from 'node:crypto'
import type { Transaction } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { paymentsRuntimeOf } from '../../jobs/depositPipeline'
import { postLedgerEntry, reverseCredit, settleCard } from '../../ledger'
import { type CardsKit, createCardsKit, type KitUser, USD } from './test/cardsKit'

// A top-up partly moved to another card or partly refunded, as its owner reads the history through the real app
// on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the credit stays a credit of what stayed
// (never "reversed"), and each part that left is a row of its own naming where it went; the rows add up to
// what came in and the running balance still ends at the card's balance.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
  // Pending money stays pending until a test settles it.
  await paymentsRuntimeOf(kit.app).jobs.stop()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

let account = 140
let refs = 0

async function deposit(cardId: string, amount: bigint): Promise<string> {
  const ref = `moved-topup-${++refs}`
  await kit.db.transaction((tx) =>
    postLedgerEntry(tx, {
      cardId,
      kind: 'topup_credit',
      pendingDelta: amount,
      balanceDelta: 0n,
      ref,
      at: kit.t.clock.now(),
      finalAt: kit.t.clock.now(),
    }),
  )
  return ref
}

const settle = (cardId: string) =>
  kit.db.transaction((tx) =>
    settleCard(tx, { cardId, now: kit.t.clock.now(), matureBefore: kit.t.clock.now() }),
  )

async function history(user: KitUser, cardId: string): Promise<Transaction[]> {
  const res = await user.api.get(`/card/${cardId}/transaction?limit=50`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ items: Transaction[] }>().items
}

async function last4(cardId: string): Promise<string> {
  const result = await kit.db.execute(sql`SELECT pan_last4 FROM cards WHERE id = ${cardId}`)
  return rowsOf<{ pan_last4: string }>(result)[0]!.pan_last4
}

const cents = (amount: string) => BigInt(amount.replace('.', ''))

describe('history of a top-up partly moved and partly refunded', () => {
  it('the credit shows what stayed, settled; the move and the refund are rows of their own; all adds up', async () => {
    const user = await kit.activeUser(account++)
    const { id: cardId } = await kit.activeCard(user)
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
    )
    const { id: target } = await kit.activeCard(user, 50n * USD)
    // 52 on the card, 3,500 in: 2,948 fit under the 3,000 maximum, 552 over it.
    await deposit(cardId, 3_500n * USD)
    await settle(cardId)
    kit.t.clock.advance(1_000)
    const moved = await user.api.post(`/card/${cardId}/pending-topup/transfer`, {
      toCardId: target,
      amount: '300',
      key: randomUUID(),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    kit.t.clock.advance(1_000)
    const refunded = await user.api.post(`/card/${cardId}/pending-topup/refund`, {
      amount: '252',
      key: randomUUID(),
    })
    expect(refunded.statusCode, refunded.body).toBe(200)

    const rows = await history(user, cardId)
    const [refundRow, moveRow, creditRow] = rows
    expect(refundRow).toMatchObject({
      type: 'topup_refund',
      state: 'settled',
      direction: 'debit',
      amount: '-252.00',
      balanceChange: '0.00',
      balanceAfter: '3000.00',
      description: '',
      counterparty: { address: expect.stringMatching(new RegExp(`^${user.lower}$`, 'i')) },
    })
    expect(moveRow).toMatchObject({
      type: 'transfer_out',
      state: 'settled',
      direction: 'debit',
      amount: '-300.00',
      balanceChange: '0.00',
      balanceAfter: '3000.00',
      description: '',
      counterparty: { cardLast4: await last4(target) },
    })
    // The top-up: a settled credit of what stayed, not struck through as reversed.
    expect(creditRow).toMatchObject({
      type: 'topup',
      state: 'settled',
      direction: 'credit',
      amount: '2948.00',
      balanceChange: '2948.00',
      balanceAfter: '3000.00',
    })
    expect(rows.some((row) => row.state === 'reversed')).toBe(false)
    // What stayed and what left add up to what came in.
    expect(cents(creditRow!.amount) - cents(moveRow!.amount) - cents(refundRow!.amount)).toBe(350_000n)
    expect((await user.api.get(`/card/${cardId}`)).json()).toMatchObject({
      balance: '3000.00',
      pendingTopup: '0.00',
    })

    // The other card: a credit moved in from the first card, named by its number, pending until it settles.
    const [arrived] = await history(user, target)
    expect(arrived).toMatchObject({
      type: 'transfer_in',
      state: 'pending',
      direction: 'credit',
      amount: '300.00',
      balanceChange: '0.00',
      description: '',
      counterparty: { cardLast4: await last4(cardId) },
    })
    await settle(target)
    const [settled] = await history(user, target)
    // 52 on the card before (its first payment and 50), 300 more.
    expect(settled).toMatchObject({ type: 'transfer_in', state: 'settled', balanceAfter: '352.00' })
  })

  it('a top-up whose transfer a reorg took back before it settled is still reversed', async () => {
    const user = await kit.activeUser(account++)
    const { id: cardId } = await kit.activeCard(user)
    const ref = await deposit(cardId, 10n * USD)
    await kit.db.transaction((tx) =>
      reverseCredit(tx, { creditRef: ref, meta: { reorg: true }, at: kit.t.clock.now() }),
    )
    const [row] = await history(user, cardId)
    expect(row).toMatchObject({ type: 'topup', state: 'reversed', amount: '10.00', balanceChange: '0.00' })
  })
})
