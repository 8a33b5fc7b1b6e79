import { DISPUTE_STATUSES } from '@chaincard/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cardDisputes } from '../../src/db/schema/disputes'
import { createTestDatabase, type TestDatabase } from '../helpers'

let db: TestDatabase

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await db?.drop()
})

// The dispute statuses are the domain's (DISPUTE_STATUSES): the Drizzle column takes them, and the database's
// check (migration 0049, card_disputes_status_known) allows exactly them.
it("card_disputes.status allows the domain's dispute statuses, no more, no fewer", async () => {
  expect(cardDisputes.status.enumValues).toEqual([...DISPUTE_STATUSES])
  const [row] = await db.database.rawTransaction((tx) =>
    tx.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conname = 'card_disputes_status_known' AND conrelid = to_regclass('card_disputes')`,
    ),
  )
  const allowed = [...row!.definition.matchAll(/'([^']+)'/g)].map((match) => match[1])
  expect(allowed.toSorted()).toEqual([...DISPUTE_STATUSES].toSorted())
})
