import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Migration 0044: the verification links of the owners' e-mail addresses (the token's SHA-256, hex). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerAddress: text('owner_address')
      .notNull()
      .references(() => users.address),
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('email_verifications_owner_idx').on(t.ownerAddress, t.createdAt)],
)

export const MAIL_KINDS = [
  'email.verify',
  'challenge.opened',
  'deposit.credited',
  'purchase.declined',
  'wallet.code',
  'wallet.active',
  'deposit.held',
  'dispute.decided',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const

/**
 * Migration 0044: every mail to send, written with what causes it; the mail job sends and retries. A wallet's
 * activation code (0052) is not in the row: the mail job reads it, sealed, from card_wallet_tokens.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerAddress: text('owner_address').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    cardId: text('card_id'),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull().default({}),
    cardEventId: bigint('card_event_id', { mode: 'number' }).unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'mail_outbox_kind_known',
      sql`${t.kind} IN ('email.verify', 'challenge.opened', 'deposit.credited', 'purchase.declined', 'wallet.code', 'wallet.active', 'deposit.held', 'dispute.decided')`,
    ),
    check('mail_outbox_status_known', sql`${t.status} IN ('pending', 'sent', 'failed', 'skipped')`),
    index('mail_outbox_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_done_idx').on(t.createdAt).where(sql`${t.status} <> 'pending'`),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
