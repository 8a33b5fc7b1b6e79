import { randomUUID } from 'node:crypto'
import type { Transaction } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { paymentsRuntimeOf } from '../../jobs/depositPipeline'
import { postLedgerEntry, settleCard } from '../../ledger'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { pdfText } from './testing/pdfText'

// The statement is the app's history of the month, through the real app on a real database (PGlite, and
// PostgreSQL when DATABASE_URL is set): a top-up partly moved to another card and partly refunded shows as its
// credit of what stayed and a row for each part that left, every row under the reference and with the amounts
// the history API gives it, the column adding up to the card's balance; in German, without a word of English.
let kit: CardsKit
let user: KitUser
let cardId: string
let target: string
let refs = 0

beforeAll(async () => {
  kit = await createCardsKit()
  // Pending money stays pending until the test settles it.
  await paymentsRuntimeOf(kit.app).jobs.stop()
  user = await kit.activeUser(170)
  cardId = (await kit.activeCard(user)).id
  await kit.db.execute(
    sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
  )
  target = (await kit.activeCard(user, 50n * USD)).id
  // 52 on the card, 3,500 in: 2,948 fit under the 3,000 maximum; 300 of the rest moved, 252 refunded.
  await kit.db.transaction((tx) =>
    postLedgerEntry(tx, {
      cardId,
      kind: 'topup_credit',
      pendingDelta: 3_500n * USD,
      balanceDelta: 0n,
      ref: `statement-rows-${++refs}`,
      at: kit.t.clock.now(),
      finalAt: kit.t.clock.now(),
    }),
  )
  await kit.db.transaction((tx) =>
    settleCard(tx, { cardId, now: kit.t.clock.now(), matureBefore: kit.t.clock.now() }),
  )
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
  // Two top-ups net of fees (24.955 each: the app shows 24.95 then 24.96, rounding the balance down once).
  for (let i = 0; i < 2; i++) {
    kit.t.clock.advance(1_000)
    await kit.fund(cardId, 24_955_000n)
  }
  // A merchant's refund and a dispute credit as the ledger kept them before their kinds were worded per
  // language (an English suffix on the merchant's name).
  for (const [kind, amount, description] of [
    ['refund', 8_000_000n, 'Shoes (refund)'],
    ['dispute', 12_500_000n, 'Parcel Shop (dispute credit)'],
  ] as const) {
    kit.t.clock.advance(1_000)
    await kit.db.transaction((tx) =>
      postLedgerEntry(tx, {
        cardId,
        kind,
        pendingDelta: 0n,
        balanceDelta: amount,
        ref: `statement-rows-${++refs}`,
        meta: { description },
        at: kit.t.clock.now(),
      }),
    )
  }
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(','))
const cents = (amount: string) => BigInt(amount.replace('.', ''))

async function history(cardOf: string): Promise<Transaction[]> {
  const res = await user.api.get(`/card/${cardOf}/transaction?limit=50`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ items: Transaction[] }>().items
}

async function last4(id: string): Promise<string> {
  const result = await kit.db.execute(sql`SELECT pan_last4 FROM cards WHERE id = ${id}`)
  return rowsOf<{ pan_last4: string }>(result)[0]!.pan_last4
}

describe("the statement's rows are the app's history rows", () => {
  it('same rows, references and amounts; the moved and refunded parts are rows; the column adds up', async () => {
    const items = (await history(cardId)).reverse()
    const res = await user.api.get(`/card/${cardId}/statement?tz=UTC&format=csv&lang=en`)
    expect(res.statusCode, res.body).toBe(200)
    const rows = csvRows(res.body)
    // Date, Ref, Type, Description, Amount, Balance: each row as the app shows it, oldest first.
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.id))
    expect(rows.map((row) => row.slice(-2))).toEqual(
      items.map((item) => [item.balanceChange, item.balanceAfter]),
    )
    // From an opening of 0 (the card's first month), each balance is the one above plus the row's amount, and
    // the last one is the card's balance.
    let balance = 0n
    for (const row of rows) {
      balance += cents(row.at(-2)!)
      expect(cents(row.at(-1)!), row.join(',')).toBe(balance)
    }
    const card = (await user.api.get(`/card/${cardId}`)).json<{ balance: string }>()
    expect(rows.at(-1)!.at(-1)).toBe(card.balance)
    expect(card.balance).toBe('3070.41')

    const byRef = new Map(rows.map((row) => [row[1]!, row]))
    const moveItem = items.find((item) => item.type === 'transfer_out')!
    const refundItem = items.find((item) => item.type === 'topup_refund')!
    const creditItem = items.find((item) => item.type === 'topup' && item.amount === '2948.00')!
    // The credit at what stayed, settled into the balance.
    expect(byRef.get(creditItem.id)!.slice(2)).toEqual(['Top-up', 'Top-up', '2948.00', '3000.00'])
    // Each part that left: a row of its own, its amount beside it (it never was in the balance).
    expect(byRef.get(moveItem.id)!.slice(2)).toEqual([
      'Moved to a card',
      `Moved to card ending ${await last4(target)} (-300.00 USD of the pending top-up)`,
      '0.00',
      '3000.00',
    ])
    expect(byRef.get(refundItem.id)!.slice(2)).toEqual([
      'Top-up refunded',
      `Refund to ${user.lower} (-252.00 USD of the pending top-up)`,
      '0.00',
      '3000.00',
    ])
    // Sub-cent top-ups: the amounts the app shows, not each rounded on its own.
    expect(
      rows.filter((row) => row[2] === 'Top-up' && row[4]!.startsWith('24.9')).map((row) => row[4]),
    ).toEqual(['24.95', '24.96'])
    // The merchant's refund and the dispute credit name the merchant; their kind says what happened.
    expect(rows.slice(-2).map((row) => row.slice(2, 5))).toEqual([
      ['Refund', 'Shoes', '8.00'],
      ['Dispute', 'Parcel Shop', '12.50'],
    ])

    // The PDF: the same rows, from an opening of 0.00 to the card's balance.
    const pdf = await user.api.get(`/card/${cardId}/statement?tz=UTC&lang=en`)
    const lines = (await pdfText(pdf.rawPayload)).text.split('\n')
    for (const words of [
      'Opening balance: 0.00 USD',
      'Closing balance: 3,070.41 USD',
      moveItem.id,
      refundItem.id,
    ])
      expect(lines).toContain(words)
    expect(lines).toContain(`Moved to card ending ${await last4(target)}`)
    expect(lines).toContain('Card: **** **** **** ' + (await last4(cardId)) + ' (Classic)')
  })

  it('the other card: the money moved in, named by the card it came from', async () => {
    const [arrived] = await history(target)
    const rows = csvRows((await user.api.get(`/card/${target}/statement?tz=UTC&format=csv&lang=en`)).body)
    expect(rows.at(-1)!.slice(1)).toEqual([
      arrived!.id,
      'Moved from a card',
      `Moved from card ending ${await last4(cardId)} (300.00 USD of the pending top-up)`,
      '0.00',
      '52.00',
    ])
  })

  it('in German: no English description, kind or program name', async () => {
    const csv = (await user.api.get(`/card/${cardId}/statement?tz=UTC&format=csv&lang=de`)).body
    const pdf = (await pdfText((await user.api.get(`/card/${cardId}/statement?tz=UTC&lang=de`)).rawPayload))
      .text
    for (const text of [csv, pdf]) {
      for (const english of [
        '(refund)',
        '(dispute credit)',
        'Moved',
        'Refund',
        'Top-up',
        'pending',
        'Dispute',
      ])
        expect(text).not.toContain(english)
      for (const german of ['Aufladung', 'Erstattung', 'Reklamation', 'Shoes', 'Parcel Shop'])
        expect(text).toContain(german)
    }
    // The PDF cuts a long description to its column: the CSV has them whole.
    expect(csv).toContain(`Auf Karte mit Endziffern ${await last4(target)} verschoben`)
    expect(csv).toContain(`Rückerstattung an ${user.lower}`)
    expect(pdf).toContain('Auf Karte mit')
    expect(pdf).not.toContain('(classic)')
    expect(pdf).toContain('(Klassisch)')
  })
})
