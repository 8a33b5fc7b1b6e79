import { DISPUTE_STATUSES } from '@chaincard/domain'
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { cardAuthorizations, cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

/**
 * Migration 0049: a purchase its owner disputes, filed with the issuer, its updates mirrored. One per
 * purchase (`(issuer, transactionToken)`). `creditedMicro` is what it has credited the card so far (ledger
 * entries of kind `dispute`); `issuerVersion` orders the issuer's updates (an older one changes nothing).
 */
export const cardDisputes = pgTable(
  'card_disputes',
  {
    id: text('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    authorizationId: text('authorization_id').references(() => cardAuthorizations.id),
    issuer: text('issuer').notNull(),
    issuerToken: text('issuer_token'),
    transactionToken: text('transaction_token').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    amountMicro: micro('amount_micro').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    // State, not a cache to drop: the running total this dispute has moved into the card (its `dispute` ledger
    // entries, meta.disputeId, sum to it; both change in one transaction under the card's lock). The issuer's
    // updates state the credit standing, not a change, so the next entry is the new standing less this; reading
    // it here keeps that under the dispute's row lock without summing jsonb-keyed ledger rows, and migration
    // 0049's check bounds it to [0, amount].
    creditedMicro: micro('credited_micro').notNull().default(0n),
    issuerStatus: text('issuer_status'),
    issuerVersion: integer('issuer_version').notNull().default(0),
    resolution: text('resolution'),
    // Migration 0057: who grants the provisional credit while the case is open (`program`: a Chargebacks API
    // dispute, whose issuer grants none), the program's grant (part of `creditedMicro`), and when the
    // provisional-credit sweep decided it (credited, or raised for an operator), so it decides once.
    provisionalCreditBy: text('provisional_credit_by', { enum: ['issuer', 'program'] })
      .notNull()
      .default('issuer'),
    provisionalMicro: micro('provisional_micro').notNull().default(0n),
    provisionalDecidedAt: at('provisional_decided_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('card_disputes_issuer_token_unique').on(t.issuer, t.issuerToken),
    unique('card_disputes_transaction_unique').on(t.issuer, t.transactionToken),
    index('card_disputes_card_idx').on(t.cardId, t.createdAt),
  ],
)

export type CardDisputeRow = typeof cardDisputes.$inferSelect

/**
 * Migration 0057: a piece of evidence the owner sent for a dispute that asked for it: what it was (never its
 * content), and where it got to at the issuer (`sending`, `sent`, `failed`). Its rows are the owner's daily
 * budget of evidence uploads too.
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: text('id').primaryKey(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => cardDisputes.id),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    ownerAddress: text('owner_address').notNull(),
    kind: text('kind', { enum: ['file', 'note'] }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    issuerToken: text('issuer_token'),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('dispute_evidence_dispute_idx').on(t.disputeId, t.createdAt),
    index('dispute_evidence_owner_idx').on(t.ownerAddress, t.createdAt),
  ],
)

export type DisputeEvidenceRow = typeof disputeEvidence.$inferSelect
