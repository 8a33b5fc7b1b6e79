import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

/**
 * Migration 0058: the owner's controls of a card (API.md "Card controls"), and where its merchant lock stands.
 * A card without a row has none. Read by the authorization decision in the statement that locks the card.
 */
export const cardControls = pgTable('card_controls', {
  cardId: text('card_id')
    .primaryKey()
    .references(() => cards.id),
  perPurchaseMicro: micro('per_purchase_micro'),
  dailyMicro: micro('daily_micro'),
  monthlyMicro: micro('monthly_micro'),
  blockedCategories: text('blocked_categories').array().notNull().default([]),
  online: boolean('online').notNull().default(true),
  inStore: boolean('in_store').notNull().default(true),
  atm: boolean('atm').notNull().default(true),
  countries: text('countries').array(),
  merchantLock: text('merchant_lock', { enum: ['off', 'first_merchant', 'single_use'] })
    .notNull()
    .default('off'),
  lockedAcceptorId: text('locked_acceptor_id'),
  lockedMerchantName: text('locked_merchant_name'),
  singleUseAuthorizationId: text('single_use_authorization_id'),
  /** When the card issuer took the close of this spent `single_use` card (0074). */
  closedAtIssuerAt: at('closed_at_issuer_at'),
  updatedAt: at('updated_at').notNull(),
})

export type CardControlsRow = typeof cardControls.$inferSelect
