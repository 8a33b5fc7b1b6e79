import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A wallet that signed in at least once. `address` is the lowercase hex address (the only spelling stored
 * anywhere in the database); answers checksum it with viem's getAddress.
 */
export const users = pgTable(
  'users',
  {
    address: text('address').primaryKey(),
    state: text('state', { enum: ['normal', 'blacklist', 'blocked'] })
      .notNull()
      .default('normal'),
    active: boolean('active').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('users_address_lowercase', sql`${t.address} ~ '^0x[0-9a-f]{40}$'`),
    check('users_state_known', sql`${t.state} in ('normal', 'blacklist', 'blocked')`),
  ],
)

/** Sign-in nonces: single use, bound to the address they were issued to. */
export const nonces = pgTable(
  'nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('nonces_expires_at_idx').on(t.expiresAt)],
)

/** Sessions. `id` is the sha256 (hex) of the cookie token: the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    address: text('address')
      .notNull()
      .references(() => users.address),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [index('sessions_address_idx').on(t.address), index('sessions_expires_at_idx').on(t.expiresAt)],
)

export type UserRow = typeof users.$inferSelect
export type NonceRow = typeof nonces.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
