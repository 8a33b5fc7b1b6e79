import { CARD_STATUSES } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

/**
 * Our decision of an authorization request of the transaction (`card_authorizations.increments`, in decision
 * order: the first request's when we decided it, then each increment):
 * micro-USD as decimal strings. `token`: the issuer's id of the request (Lithic's `event_token`) when it gave
 * one, or the listed request a late one was recognized as.
 */
export type IncrementRecord = {
  token: string | null
  /** The cardholder amount asked. */
  amountMicro: string
  /** What approving it added to our hold (0 when declined, or late: the issuer had decided it already). */
  holdMicro: string
  approved: boolean
  /** It came after the issuer's snapshot had listed it (answered as it stood, never held). */
  late?: boolean | undefined
  /**
   * Our decision of the transaction's first request (the authorization's own): matched like an increment, so a
   * request we took for the first (the issuer's stand-in first had not reached us) is held until listed.
   */
  original?: boolean | undefined
  at: string
}

/**
 * An authorization request the issuer's snapshot lists (`card_authorizations.issuer_requests`): Lithic's
 * `AUTHORIZATION` event. `seenAfter`: how many of our `increments` existed when a snapshot first listed it (a
 * request decided later cannot be listed by it); `seenAt`: when (ISO).
 */
export type SeenRequest = {
  token: string
  amountMicro: string
  approved: boolean
  /** The transaction's first authorization (not an increment). */
  first: boolean
  seenAfter: number
  seenAt: string
}

export const cardDepositIndexSeq = pgSequence('card_deposit_index_seq', { startWith: 1, minValue: 1 })

export const CARD_LEDGER_KINDS = [
  'topup_credit',
  'settlement',
  'purchase',
  'reversal',
  'redeem',
  'adjustment',
  'reorg_reversal',
  'exception_credit',
  'refund',
  'return_reversal',
  'correction',
  'dispute',
  'withdrawal',
  'withdrawal_return',
] as const
export type CardLedgerKind = (typeof CARD_LEDGER_KINDS)[number]

/**
 * Cards and orders (one id space). Money in micro-USD. `panSealed` / `cvvSealed` are AES-256-GCM
 * ciphertexts (issuer module); nothing else holds card data.
 */
export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    ownerAddress: text('owner_address')
      .notNull()
      .references(() => users.address),
    productId: text('product_id').notNull(),
    program: text('program', { enum: ['classic', 'business', 'nft'] }).notNull(),
    status: text('status', {
      enum: CARD_STATUSES,
    })
      .notNull()
      .default('new'),
    /**
     * Who locked the card: its owner (`user`), a negative balance, the issuer (its own pause, `card.updated`),
     * an operator. Only the owner's lock is the owner's to lift (0028).
     */
    lockReason: text('lock_reason', { enum: ['user', 'negative_balance', 'issuer', 'operator'] }),
    expiresAt: at('expires_at'),
    balanceMicro: micro('balance_micro').notNull().default(0n),
    pendingMicro: micro('pending_micro').notNull().default(0n),
    /** Sum of the card's open holds (modules/ledger); available balance = balance - held. */
    heldMicro: micro('held_micro').notNull().default(0n),
    balanceUpperMicro: micro('balance_upper_micro'),
    originalBalanceUpperMicro: micro('original_balance_upper_micro'),
    depositIndex: integer('deposit_index').notNull().unique(),
    depositAddress: text('deposit_address').notNull().unique(),
    topupDisabled: boolean('topup_disabled').notNull().default(false),
    orderCurrency: text('order_currency').notNull(),
    usesAllowance: boolean('uses_allowance').notNull().default(false),
    lastPaymentHash: text('last_payment_hash'),
    paidAt: at('paid_at'),
    contactSubmittedAt: at('contact_submitted_at'),
    applicationSubmittedAt: at('application_submitted_at'),
    issuerCardId: text('issuer_card_id').unique(),
    panLast4: text('pan_last4'),
    panSealed: text('pan_sealed'),
    cvvSealed: text('cvv_sealed'),
    issuedAt: at('issued_at'),
    imageViewedAt: at('image_viewed_at'),
    suspendedAt: at('suspended_at'),
    /** Issuing the card at the issuer (0029): attempts so far, the first, when to ask again, the last cause. */
    issuanceAttempts: integer('issuance_attempts').notNull().default(0),
    issuanceFirstAttemptAt: at('issuance_first_attempt_at'),
    issuanceNextAttemptAt: at('issuance_next_attempt_at'),
    issuanceError: text('issuance_error'),
    /** The issuance gave up (attempts or age): the owner sees it, an operator has an exception (0029). */
    issuanceFailedAt: at('issuance_failed_at'),
    /** Top-ups stop until an operator resolves this (a reorg took back money that was already settled). */
    topupHold: text('topup_hold', { enum: ['reorg_shortfall'] }),
    /** Why the order's reported payment failed; it went back to waiting for payment (null otherwise). */
    paymentFailure: text('payment_failure', { enum: ['reverted', 'not_a_payment', 'dropped'] }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('cards_owner_idx').on(t.ownerAddress, t.createdAt),
    index('cards_status_idx').on(t.status),
    check('cards_pending_nonnegative', sql`${t.pendingMicro} >= 0`),
    check('cards_held_nonnegative', sql`${t.heldMicro} >= 0`),
  ],
)

/** Every movement of a card's money; `ref` is unique so a movement applies once. */
export const cardLedger = pgTable(
  'card_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    kind: text('kind', { enum: CARD_LEDGER_KINDS }).notNull(),
    pendingDelta: micro('pending_delta').notNull(),
    balanceDelta: micro('balance_delta').notNull(),
    ref: text('ref').notNull().unique(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('card_ledger_card_idx').on(t.cardId, t.createdAt, t.id),
    // The card history's own rows (0015; domain HISTORY_LEDGER_KINDS).
    index('card_ledger_history_idx')
      .on(t.cardId, t.createdAt, t.id)
      .where(
        sql`kind IN ('topup_credit', 'redeem', 'exception_credit', 'refund', 'adjustment', 'reversal', 'return_reversal', 'correction', 'dispute')`,
      ),
  ],
)

/**
 * The issuer's transactions on a card, from either issuer: `(issuer, issuerToken)` names one (the sandbox's
 * token is the id). The sandbox's 3DS one-time code lives here too (sealed like card data).
 */
export const cardAuthorizations = pgTable(
  'card_authorizations',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull().default('sandbox'),
    issuerToken: text('issuer_token').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().unique(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    status: text('status', { enum: ['challenge', 'approved', 'declined', 'captured', 'reversed'] }).notNull(),
    amountMicro: micro('amount_micro').notNull(),
    capturedMicro: micro('captured_micro'),
    currency: text('currency').notNull(),
    merchantName: text('merchant_name').notNull(),
    declineReason: text('decline_reason'),
    /** The owner's limit a decline went over, as it was then (0058). */
    declineLimitMicro: micro('decline_limit_micro'),
    /**
     * A decline by the owner's own doing (domain `isOwnDecline`: their lock, controls or 3DS answer): its event
     * says so (`declinedBy: 'owner'`) and no mail or push goes out for it (0076).
     */
    ownDecline: boolean('own_decline').notNull().default(false),
    /**
     * The purchase's merchant category code, acquirer's merchant id (Lithic `acceptor_id`: the request's, then
     * the clearing's; 3DS "paid before" reads it) and channel, as decided on (0058, 0074).
     */
    mcc: text('mcc'),
    acceptorId: text('acceptor_id'),
    channel: text('channel', { enum: ['card_present', 'card_not_present', 'atm'] }),
    /** `credit`: a credit authorization (a pending credit of the card, never held); 0020. */
    direction: text('direction', { enum: ['debit', 'credit'] })
      .notNull()
      .default('debit'),
    /** The merchant's currency and amounts in its minor units: what it authorized, what cleared. */
    merchantCurrency: text('merchant_currency'),
    merchantAmountMinor: bigint('merchant_amount_minor', { mode: 'bigint' }),
    merchantClearedMinor: bigint('merchant_cleared_minor', { mode: 'bigint' }),
    /** The issuer's status of the transaction, from its newest snapshot applied (`issuerVersion` events). */
    issuerStatus: text('issuer_status'),
    issuerVersion: integer('issuer_version').notNull().default(0),
    /** Our decisions of incremental requests, in order (0021; `inbound/requestMatching`). */
    increments: jsonb('increments').$type<IncrementRecord[]>().notNull().default([]),
    /** The requests the issuer's newest snapshot lists, as first seen (0021; `inbound/requestMatching`). */
    issuerRequests: jsonb('issuer_requests').$type<SeenRequest[]>().notNull().default([]),
    /** `asa`: created by our decision of the issuer's request; `issuer`: by its snapshot or advice (0021). */
    origin: text('origin', { enum: ['asa', 'issuer'] })
      .notNull()
      .default('asa'),
    otpSealed: text('otp_sealed'),
    otpExpiresAt: at('otp_expires_at'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('card_authorizations_card_idx').on(t.cardId, t.seq),
    index('card_authorizations_card_at_idx').on(t.cardId, t.createdAt, t.seq),
    index('card_authorizations_challenge_expiry_idx').on(t.otpExpiresAt).where(sql`status = 'challenge'`),
    unique('card_authorizations_issuer_token_unique').on(t.issuer, t.issuerToken),
    index('card_authorizations_cleared_acceptor_idx')
      .on(t.cardId, t.acceptorId)
      .where(sql`acceptor_id IS NOT NULL AND captured_micro > 0`),
  ],
)

/** Card transactions as the issuer reports them (`GET /card/{id}/transaction`). */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().unique(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    authorizationId: text('authorization_id').references(() => cardAuthorizations.id),
    type: text('type', {
      enum: [
        'authorization_approval',
        'authorization_reversal',
        'consumption',
        'refund',
        'authorization_decline',
        'return_reversal',
        'correction',
      ],
    }).notNull(),
    amountMicro: micro('amount_micro').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    declineReason: text('decline_reason'),
    /** The owner's limit a decline went over, as it was then (0058). */
    declineLimitMicro: micro('decline_limit_micro'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('card_transactions_card_idx').on(t.cardId, t.seq),
    index('card_transactions_refund_idx').on(t.authorizationId).where(sql`type = 'refund'`),
  ],
)

export type CardRow = typeof cards.$inferSelect
export type CardLedgerRow = typeof cardLedger.$inferSelect
export type CardAuthorizationRow = typeof cardAuthorizations.$inferSelect
export type CardTransactionRow = typeof cardTransactions.$inferSelect

/**
 * Migration 0048: one row per showing of a card's details the issuer mints a session for
 * (`first_showing`) and per reveal after it (`reveal`, with the signed message's nonce, unique): the card, the
 * sign-in session's public id, and when. Bounds showings per card per hour.
 */
export const cardReveals = pgTable(
  'card_reveals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    sessionPublicId: text('session_public_id').notNull(),
    kind: text('kind', { enum: ['first_showing', 'reveal'] }).notNull(),
    /** The signed message's nonce of a `reveal`; null for a `first_showing`. */
    nonce: text('nonce'),
    revealedAt: at('revealed_at').notNull(),
  },
  (t) => [
    unique('card_reveals_nonce_unique').on(t.nonce),
    index('card_reveals_card_at_idx').on(t.cardId, t.revealedAt),
  ],
)

export type CardRevealRow = typeof cardReveals.$inferSelect
