import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cardLedger, cards } from './cards'
import { payments } from './payments'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

/**
 * Every credit of a card's pending top-up (0009): its ledger row, how much of it has settled into the balance
 * and how much a reorg took back. Settlement moves only final credits (`finalAt` set), oldest first.
 */
export const cardCredits = pgTable(
  'card_credits',
  {
    ref: text('ref')
      .primaryKey()
      .references(() => cardLedger.ref),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    amountMicro: micro('amount_micro').notNull(),
    settledMicro: micro('settled_micro').notNull().default(0n),
    reversedMicro: micro('reversed_micro').notNull().default(0n),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    finalAt: at('final_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('card_credits_open_idx')
      .on(t.cardId, t.createdAt, t.ref)
      .where(sql`settled_micro + reversed_micro < amount_micro`),
    index('card_credits_payment_idx').on(t.paymentId).where(sql`payment_id IS NOT NULL`),
  ],
)

export type CardCreditRow = typeof cardCredits.$inferSelect
