import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

import { CARDHOLDER_STATUSES } from '@chaincard/domain'

/** A postal address as kept (the domain's `PostalAddress`). */
export type CardholderAddress = {
  line1: string
  line2?: string | undefined
  city: string
  region: string
  postalCode: string
  country: string
}

/** A document the issuer asks for: the entity it is about, and the types it takes (`PASSPORT`...). */
export type RequiredDocument = { entityToken: string; validDocuments: string[] }

/**
 * Migration 0050: a person enrolled with the issuer as a cardholder, once, with their first
 * application. Cards are issued on `accountToken` once `status` is `accepted` (mirrored from the issuer).
 */
export const cardholders = pgTable(
  'cardholders',
  {
    ownerAddress: text('owner_address')
      .primaryKey()
      .references(() => users.address),
    id: uuid('id').notNull().unique(),
    issuer: text('issuer').notNull(),
    workflow: text('workflow', { enum: ['exempt', 'basic', 'byo'] }).notNull(),
    issuerToken: text('issuer_token'),
    accountToken: text('account_token'),
    status: text('status', { enum: CARDHOLDER_STATUSES }).notNull(),
    statusReasons: jsonb('status_reasons').$type<string[]>().notNull().default([]),
    /** What the issuer asks documents for (`pending_document`): each entity and the document types it takes. */
    requiredDocuments: jsonb('required_documents').$type<RequiredDocument[]>().notNull().default([]),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cardName: text('card_name').notNull(),
    address: jsonb('address').$type<CardholderAddress>().notNull(),
    termsVersion: text('terms_version').notNull(),
    termsAcceptedAt: at('terms_accepted_at').notNull(),
    /** The issuer's reason for refusing the last try (a 4xx), until a try is taken (0059). */
    lastRefusal: text('last_refusal'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [unique('cardholders_issuer_token_unique').on(t.issuer, t.issuerToken)],
)

export type CardholderRow = typeof cardholders.$inferSelect

/**
 * Migration 0059: ISSUER_KYC=byo, the program's identity check of a person by its KYC provider (KYC_PROVIDER):
 * when it passed and the provider's reference, what the enrollment tells the issuer.
 */
export const cardholderKycChecks = pgTable('cardholder_kyc_checks', {
  ownerAddress: text('owner_address')
    .primaryKey()
    .references(() => users.address),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  passedAt: at('passed_at').notNull(),
  recordedAt: at('recorded_at').notNull(),
})

export type CardholderKycCheckRow = typeof cardholderKycChecks.$inferSelect
