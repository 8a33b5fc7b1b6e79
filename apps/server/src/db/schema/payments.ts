import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { cardLedger, cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })
/** Token base units: numeric(78,0) read and written as an integer string (convert with BigInt). */
const baseUnits = (name: string) => numeric(name, { precision: 78, scale: 0 })

export const PAYMENT_STATUS_VALUES = [
  'reported',
  'seen',
  'confirmed',
  'credited',
  'reverted',
  'invalid',
  'dropped',
] as const
export const PAYMENT_EXCEPTION_VALUES = ['none', 'paid_partial', 'paid_over', 'paid_late'] as const

/** One transaction paying one card on one chain (0004_payments.sql). */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    status: text('status', { enum: PAYMENT_STATUS_VALUES }).notNull(),
    exception: text('exception', { enum: PAYMENT_EXCEPTION_VALUES }).notNull().default('none'),
    reason: text('reason'),
    cancelled: boolean('cancelled').notNull().default(false),
    replacedBy: text('replaced_by'),
    reportedAt: at('reported_at'),
    sender: text('sender'),
    nonce: bigint('nonce', { mode: 'number' }),
    currency: text('currency').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    blockHash: text('block_hash'),
    amountBase: baseUnits('amount_base'),
    grossMicro: micro('gross_micro'),
    feeMicro: micro('fee_micro'),
    creditedMicro: micro('credited_micro'),
    creditedAt: at('credited_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('payments_one_per_tx_and_card').on(t.chainId, t.txHash, t.cardId),
    index('payments_open_idx')
      .on(t.chainId, t.id)
      .where(sql`status IN ('reported', 'seen', 'confirmed', 'dropped')`),
    index('payments_hash_idx').on(t.txHash),
    index('payments_card_idx').on(t.cardId, t.creditedAt),
  ],
)

/** The exactly-once key: one row per credited Transfer log. */
export const paymentCredits = pgTable(
  'payment_credits',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    amountBase: baseUnits('amount_base').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] })],
)

/** Next block the watcher scans per chain, and the hash of the block before it. */
export const chainCursors = pgTable('chain_cursors', {
  chainId: integer('chain_id').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  prevBlockHash: text('prev_block_hash'),
  updatedAt: at('updated_at').notNull(),
})

/** Singleton-job leases. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
})

export type PaymentRow = typeof payments.$inferSelect
export type PaymentCreditRow = typeof paymentCredits.$inferSelect

/**
 * One load of (part of) a pending credit onto the card at the issuer (0008_topup_loads.sql): written with
 * its idempotency key and amount before the issuer is asked, confirmed once the issuer says so.
 */
export const topupLoads = pgTable(
  'topup_loads',
  {
    key: text('key').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    creditRef: text('credit_ref')
      .notNull()
      .references(() => cardLedger.ref),
    creditOffsetMicro: micro('credit_offset_micro').notNull(),
    amountMicro: micro('amount_micro').notNull(),
    status: text('status', { enum: ['requested', 'confirmed'] }).notNull(),
    issuerReference: text('issuer_reference'),
    requestedAt: at('requested_at').notNull(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    unique('topup_loads_one_per_part').on(t.creditRef, t.creditOffsetMicro),
    index('topup_loads_requested_idx').on(t.cardId).where(sql`status = 'requested'`),
  ],
)

export type TopupLoadRow = typeof topupLoads.$inferSelect
