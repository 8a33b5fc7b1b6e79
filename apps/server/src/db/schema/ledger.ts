import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cards } from './cards'

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
