import { DEPOSIT_EXCEPTION_STATUSES } from '@chaincard/domain'
import { bigint, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

const DEPOSIT_EXCEPTION_REASONS = [
  'card_inactive',
  'unsupported_token',
  'below_minimum_stale',
  'reorg_shortfall',
  'rejected_report',
  'issuer_unhandled',
  // Migration 0035: the owner asked for money over the card's maximum back.
  'excess_refund',
  // Migration 0036: the issuer's figures for a transaction differ from the ledger's after reconciliation.
  'issuer_mismatch',
  // 0057: a Chargebacks API dispute's provisional credit due, left to an operator.
  'dispute_provisional_credit',
] as const

/** What arrived but could not be credited normally, for a person to resolve (0009). */
export const depositExceptions = pgTable('deposit_exceptions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reason: text('reason', { enum: DEPOSIT_EXCEPTION_REASONS }).notNull(),
  detail: text('detail'),
  dedupeKey: text('dedupe_key').notNull().unique(),
  chainId: integer('chain_id'),
  txHash: text('tx_hash'),
  logIndex: integer('log_index'),
  blockNumber: bigint('block_number', { mode: 'bigint' }),
  blockHash: text('block_hash'),
  tokenAddress: text('token_address'),
  tokenSymbol: text('token_symbol'),
  tokenDecimals: integer('token_decimals'),
  amountBase: numeric('amount_base', { precision: 78, scale: 0 }),
  amountMicro: bigint('amount_micro', { mode: 'bigint' }),
  cardId: text('card_id').references(() => cards.id),
  reporter: text('reporter'),
  /** An `issuer_unhandled` exception's issuer event (`<issuer>:<event id>`); 0020. */
  issuerEvent: text('issuer_event'),
  /**
   * A deposit held for its owner, told to them by mail and push (domain `isHeldForOwner`, set as it is recorded;
   * 0078, false for rows recorded before).
   */
  heldForOwner: boolean('held_for_owner').notNull().default(false),
  attempts: integer('attempts').notNull().default(1),
  status: text('status', { enum: DEPOSIT_EXCEPTION_STATUSES }).notNull().default('open'),
  resolutionNote: text('resolution_note'),
  refundTxHash: text('refund_tx_hash'),
  creditRef: text('credit_ref'),
  resolvedAt: at('resolved_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
})

export type DepositExceptionRow = typeof depositExceptions.$inferSelect
