import type { WithdrawalStatus } from '@chaincard/domain'
import { bigint, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

/**
 * A card's balance withdrawn to its owner's wallet (0065): amount and fee left the card at once; an operator (or
 * the sandbox) pays `token_amount` of the chain's stablecoin to `recipient`. Addresses lowercase.
 */
export const cardWithdrawals = pgTable('card_withdrawals', {
  id: uuid('id').primaryKey(),
  cardId: text('card_id')
    .notNull()
    .references(() => cards.id),
  ownerAddress: text('owner_address').notNull(),
  amountMicro: micro('amount_micro').notNull(),
  feeMicro: micro('fee_micro').notNull(),
  chainId: integer('chain_id').notNull(),
  tokenAddress: text('token_address').notNull(),
  tokenSymbol: text('token_symbol').notNull(),
  tokenDecimals: integer('token_decimals').notNull(),
  /** Base units as an integer string (numeric(78,0)). */
  tokenAmount: numeric('token_amount', { precision: 78, scale: 0 }).notNull(),
  recipient: text('recipient').notNull(),
  status: text('status').$type<WithdrawalStatus>().notNull(),
  nonce: text('nonce').notNull(),
  payoutTx: text('payout_tx'),
  failure: text('failure'),
  createdAt: at('created_at').notNull(),
  closedAt: at('closed_at'),
})

export type CardWithdrawalRow = typeof cardWithdrawals.$inferSelect
