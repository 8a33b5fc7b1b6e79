import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const ISSUER_EVENT_KINDS = [
  'authorization_request',
  'authorization_advice',
  'clearing',
  'authorization_release',
  'return',
  'three_ds_challenge',
  'card_state',
  'return_reversal',
  'correction',
  'transaction_state',
  'unhandled',
  'dispute_state',
] as const
export type IssuerEventKind = (typeof ISSUER_EVENT_KINDS)[number]

export const ISSUER_EVENT_STATUSES = ['applied', 'parked', 'ignored'] as const
export type IssuerEventStatus = (typeof ISSUER_EVENT_STATUSES)[number]

/** Every inbound issuer event, claimed by `(issuer, eventId)` before it is applied (migration 0011). */
export const issuerEvents = pgTable(
  'issuer_events',
  {
    issuer: text('issuer').notNull(),
    eventId: text('event_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().unique(),
    kind: text('kind', { enum: ISSUER_EVENT_KINDS }).notNull(),
    cardId: text('card_id').references(() => cards.id),
    transactionToken: text('transaction_token'),
    status: text('status', { enum: ISSUER_EVENT_STATUSES }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    receivedAt: at('received_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.eventId] }),
    index('issuer_events_parked_idx')
      .on(t.issuer, t.transactionToken, t.seq)
      .where(sql`${t.status} = 'parked'`),
  ],
)

export const CARD_CHALLENGE_STATUSES = ['pending', 'approved', 'declined'] as const
export type CardChallengeStatus = (typeof CARD_CHALLENGE_STATUSES)[number]

/** 3DS challenges put to the cardholder (migration 0012). */
export const cardChallenges = pgTable(
  'card_challenges',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    issuerToken: text('issuer_token').notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    merchantName: text('merchant_name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    currencyExponent: integer('currency_exponent').notNull(),
    status: text('status', { enum: CARD_CHALLENGE_STATUSES }).notNull(),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('card_challenges_issuer_token_unique').on(t.issuer, t.issuerToken),
    index('card_challenges_pending_idx').on(t.cardId, t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
)

export type IssuerEventRow = typeof issuerEvents.$inferSelect
export type CardChallengeRow = typeof cardChallenges.$inferSelect
