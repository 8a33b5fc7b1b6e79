import { PAYMENT_EXCEPTIONS, PAYMENT_STATUSES } from '@chaincard/domain'
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
import { cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })
/** Token base units: numeric(78,0) read and written as an integer string (convert with BigInt). */
const baseUnits = (name: string) => numeric(name, { precision: 78, scale: 0 })

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
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    exception: text('exception', { enum: PAYMENT_EXCEPTIONS }).notNull().default('none'),
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
    /** How often a reorg reversed this payment's credit (a re-mined transfer is credited under a new ref). */
    reversals: integer('reversals').notNull().default(0),
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
    /** Set once the block is final and still canonical. */
    finalAt: at('final_at'),
    /** Set when a reorg deeper than finality removed the transfer after it was settled (a shortfall). */
    orphanedAt: at('orphaned_at'),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('payment_credits_unfinal_idx').on(t.chainId, t.blockNumber).where(sql`final_at IS NULL`),
    index('payment_credits_block_idx').on(t.chainId, t.blockNumber).where(sql`orphaned_at IS NULL`),
    index('payment_credits_payment_idx').on(t.paymentId),
  ],
)

/** Next block the watcher scans per chain, and the hash of the block before it. */
export const chainCursors = pgTable('chain_cursors', {
  chainId: integer('chain_id').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  prevBlockHash: text('prev_block_hash'),
  updatedAt: at('updated_at').notNull(),
  /** The chain head the scanner saw last, when its last pass ended, and its provider's last error. */
  headBlock: bigint('head_block', { mode: 'bigint' }),
  lastPassAt: at('last_pass_at'),
  lastError: text('last_error'),
  lastErrorAt: at('last_error_at'),
  /** Passes failed in a row (0 after a pass that completes). */
  failures: integer('failures').notNull().default(0),
  /** After a reorg deeper than finality: final credits from this block on still to re-check (0016). */
  recheckFrom: bigint('recheck_from', { mode: 'bigint' }),
})

/**
 * Block hashes kept by the scanner (one per 256 blocks, thinned with age) to find a reorg's fork point by
 * bisection (0018).
 */
export const chainCheckpoints = pgTable(
  'chain_checkpoints',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber] })],
)

/** An operator's rescan of a chain from a block, applied by the scanner holding the chain (0009). */
export const rescanRequests = pgTable(
  'rescan_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer('chain_id').notNull(),
    fromBlock: bigint('from_block', { mode: 'bigint' }).notNull(),
    toBlock: bigint('to_block', { mode: 'bigint' }),
    nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['requested', 'running', 'done'] })
      .notNull()
      .default('requested'),
    credited: integer('credited').notNull().default(0),
    exceptions: integer('exceptions').notNull().default(0),
    error: text('error'),
    requestedAt: at('requested_at').notNull(),
    doneAt: at('done_at'),
  },
  (t) => [index('rescan_requests_open_idx').on(t.chainId, t.id).where(sql`status <> 'done'`)],
)

export type PaymentRow = typeof payments.$inferSelect
