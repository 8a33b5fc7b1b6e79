import { CARD_EVENT_KINDS } from '@chaincard/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MAIL_KINDS } from '../../src/db/schema/mail'
import { createTestDatabase, type TestDatabase } from '../helpers'

let db: TestDatabase

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await db?.drop()
})

async function allowed(constraint: string, table: string): Promise<string[]> {
  const [row] = await db.database.rawTransaction((tx) =>
    tx.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conname = '${constraint}' AND conrelid = to_regclass('${table}')`,
    ),
  )
  return [...row!.definition.matchAll(/'([^']+)'/g)].map((match) => match[1]!).toSorted()
}

// The live stream's kinds are the domain's (CARD_EVENT_KINDS, what the web listens to): the database's check
// (card_events_kind_known, last in 0076) allows exactly them; the mail kinds are the outbox's (MAIL_KINDS).
it("card_events.kind allows the domain's event kinds, no more, no fewer", async () => {
  expect(await allowed('card_events_kind_known', 'card_events')).toEqual([...CARD_EVENT_KINDS].toSorted())
})

it("mail_outbox.kind allows the mail module's kinds, no more, no fewer", async () => {
  expect(await allowed('mail_outbox_kind_known', 'mail_outbox')).toEqual([...MAIL_KINDS].toSorted())
})
