import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cardLedger, cards } from './cards'
import { payments } from './payments'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

export const CARD_HOLD_STATUSES = ['open', 'captured', 'released'] as const
export type CardHoldStatus = (typeof CARD_HOLD_STATUSES)[number]

/**
 * Money reserved on a card by an approved authorization (migration 0010). `amountMicro` is what it holds now
 * (0 once closed); the card's `heldMicro` is the sum over its open holds.
 */
export const cardHolds = pgTable(
  'card_holds',
  {
    ref: text('ref').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    amountMicro: micro('amount_micro').notNull(),
    placedMicro: micro('placed_micro').notNull(),
    capturedMicro: micro('captured_micro').notNull().default(0n),
    status: text('status', { enum: CARD_HOLD_STATUSES }).notNull(),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('card_holds_open_idx').on(t.cardId).where(sql`${t.status} = 'open'`),
    check('card_holds_closed_empty', sql`${t.status} = 'open' OR ${t.amountMicro} = 0`),
  ],
)

export type CardHoldRow = typeof cardHolds.$inferSelect

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
    /** Of `reversedMicro`: what left on the owner's request (moved to another card, refunded), not a reorg. */
    takenMicro: micro('taken_micro').notNull().default(0n),
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
