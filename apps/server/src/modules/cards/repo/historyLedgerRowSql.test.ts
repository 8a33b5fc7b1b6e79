import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { CARD_LEDGER_KINDS } from '../../../db/schema/cards'
import { type CardsKit, createCardsKit } from '../test/cardsKit'
import { ownLedgerRowOf } from './historyRows'

// Which ledger rows are rows of the card history is said twice: by the history query (`ownLedgerRowOf`) and by
// the database function `card_history_is_ledger_row`, which the triggers behind the history's day sums call (a
// keyed page's running balance comes from those sums). Should they differ, a keyed page's balance would drift
// from the rows it shows. Over ledger rows of every kind the ledger has (a refund of a purchase or of a
// merchant's credit, a reversal of a hold or of an old approval debit, an adjustment that moves the balance, the
// pending top-up alone, or nothing), on PGlite and PostgreSQL, both pick the same rows.
let kit: CardsKit
let cardId: string
let refs = 0
const debitAuth = 'auth-history-sql-debit'
const creditAuth = 'auth-history-sql-credit'

beforeAll(async () => {
  kit = await createCardsKit()
  const owner = await kit.activeUser(1)
  cardId = (await kit.activeCard(owner, 0n)).id
  for (const [id, direction] of [
    [debitAuth, 'debit'],
    [creditAuth, 'credit'],
  ] as const) {
    await kit.db.execute(sql`INSERT INTO card_authorizations
      (id, issuer_token, card_id, status, amount_micro, currency, merchant_name, direction, created_at, updated_at)
      VALUES (${id}, ${id}, ${cardId}, 'captured', 1000000, 'USD', 'Test merchant', ${direction}, now(), now())`)
  }
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const deltas = [-2_500_000n, 0n, 3_000_000n]
const authorizations = [null, debitAuth, creditAuth, 'auth-that-does-not-exist']

describe('the history query and the day sums pick the same ledger rows', () => {
  it('over every combination of kind, balance and pending deltas, authorization and reference a row can have', async () => {
    // Every combination once (14 kinds x 3 x 3 x 4 x 2 = 1,008 rows): a row-level rule, so no order matters.
    const values = []
    for (const kind of CARD_LEDGER_KINDS) {
      for (const balanceDelta of deltas) {
        for (const pendingDelta of deltas) {
          for (const authorization of authorizations) {
            for (const authRef of [false, true]) {
              refs += 1
              const ref = authRef ? `auth:history-sql-${refs}` : `history-sql-${refs}`
              const meta = JSON.stringify(authorization ? { authorizationId: authorization } : {})
              values.push(
                sql`(${cardId}, ${kind}, ${pendingDelta.toString()}::bigint, ${balanceDelta.toString()}::bigint, ${ref}, ${meta}::jsonb, now())`,
              )
            }
          }
        }
      }
    }
    await kit.db.execute(
      sql`INSERT INTO card_ledger (card_id, kind, pending_delta, balance_delta, ref, meta, created_at) VALUES ${sql.join(values, sql`, `)}`,
    )
    const byQuery = rowsOf<{ id: string }>(
      await kit.db.execute(
        sql`SELECT l.id::text AS id FROM card_ledger l WHERE ${ownLedgerRowOf(sql`${cardId}`)} ORDER BY l.id`,
      ),
    ).map((r) => r.id)
    const byFunction = rowsOf<{ id: string }>(
      await kit.db.execute(sql`SELECT l.id::text AS id FROM card_ledger l
        WHERE l.card_id = ${cardId} AND card_history_is_ledger_row(l) ORDER BY l.id`),
    ).map((r) => r.id)
    // Both picked some rows and left some out: not a comparison of two empty or two whole sets.
    expect(byQuery.length).toBeGreaterThan(0)
    expect(byQuery.length).toBeLessThan(values.length)
    expect(byFunction).toEqual(byQuery)
  }, 120_000)
})
