import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Invitation codes (upper-case). `ownerAddress` null = root code; `usesLimit` null = unlimited. */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    code: text('code').primaryKey(),
    ownerAddress: text('owner_address').references(() => users.address),
    usesLimit: integer('uses_limit'),
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('invitation_codes_code_format', sql`${t.code} ~ '^[A-Z0-9]{1,32}$'`),
    check(
      'invitation_codes_uses_nonnegative',
      sql`${t.usesCount} >= 0 AND (${t.usesLimit} IS NULL OR ${t.usesLimit} >= 0)`,
    ),
    uniqueIndex('invitation_codes_owner_idx').on(t.ownerAddress).where(sql`${t.ownerAddress} IS NOT NULL`),
  ],
)

/** One row per activated user: the code used and the free-card allowance. */
export const userActivations = pgTable(
  'user_activations',
  {
    address: text('address')
      .primaryKey()
      .references(() => users.address),
    code: text('code')
      .notNull()
      .references(() => invitationCodes.code),
    cardAllowance: integer('card_allowance').notNull(),
    cardsTaken: integer('cards_taken').notNull().default(0),
    referralRewardedAt: at('referral_rewarded_at'),
    activatedAt: at('activated_at').notNull(),
  },
  (t) => [
    check('user_activations_allowance', sql`${t.cardsTaken} >= 0 AND ${t.cardsTaken} <= ${t.cardAllowance}`),
    index('user_activations_code_idx').on(t.code),
  ],
)

/** Contact information given with a card application (kept per user so the form is asked once). */
export const userContacts = pgTable('user_contacts', {
  address: text('address')
    .primaryKey()
    .references(() => users.address),
  email: text('email').notNull(),
  callingCode: text('calling_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  displayName: text('display_name').notNull(),
  submittedAt: at('submitted_at').notNull(),
  /** Migration 0044: the owner's language (the app's at the contact form): their e-mails are written in it. */
  language: text('language').notNull().default('en'),
  /** When the owner opened the verification link of `email`; null: no notification mail goes to it. */
  emailVerifiedAt: at('email_verified_at'),
})

export type InvitationCodeRow = typeof invitationCodes.$inferSelect
export type UserActivationRow = typeof userActivations.$inferSelect
export type UserContactRow = typeof userContacts.$inferSelect
