import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { cards } from './cards'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const WALLET_TOKEN_STATUSES = ['pending', 'active', 'paused', 'removed', 'declined'] as const
export type WalletTokenStatus = (typeof WALLET_TOKEN_STATUSES)[number]
export const WALLETS = ['apple_pay', 'google_pay', 'samsung_pay', 'other'] as const
export type Wallet = (typeof WALLETS)[number]

/** Migration 0051: a card's digital wallet tokens (Apple Pay, Google Pay...), mirrored from the issuer. */
export const cardWalletTokens = pgTable(
  'card_wallet_tokens',
  {
    id: uuid('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    issuer: text('issuer').notNull(),
    issuerToken: text('issuer_token').notNull(),
    wallet: text('wallet', { enum: WALLETS }).notNull(),
    device: text('device'),
    status: text('status', { enum: WALLET_TOKEN_STATUSES }).notNull(),
    /** Paused because the card was locked: unlocking resumes it (the owner's own pause stays). */
    pausedByLock: boolean('paused_by_lock').notNull().default(false),
    activationCodeSealed: text('activation_code_sealed'),
    activationCodeExpiresAt: at('activation_code_expires_at'),
    /** When the token first became active (set by a trigger, once): a later activation is no new wallet (0076). */
    activatedAt: at('activated_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('card_wallet_tokens_issuer_token_unique').on(t.issuer, t.issuerToken),
    index('card_wallet_tokens_card_idx').on(t.cardId, t.createdAt),
  ],
)

export type CardWalletTokenRow = typeof cardWalletTokens.$inferSelect

/**
 * Migration 0059: a push provisioning the owner asked for in our app (`POST /card/{id}/wallets/provision`): the
 * wallet's request that follows is known to come from our app, not from card details typed into a phone.
 */
export const walletPushProvisions = pgTable(
  'wallet_push_provisions',
  {
    id: uuid('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id),
    wallet: text('wallet', { enum: WALLETS }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_push_provisions_card_idx').on(t.cardId, t.createdAt)],
)
