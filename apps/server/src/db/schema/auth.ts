import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'

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

/** Sign-in nonces: single use, bound to the address they were issued to and the browser that asked. */
export const nonces = pgTable(
  'nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Issue order (0030): which of an address's unused nonces are the oldest. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** sha256 (hex) of the pre-auth cookie of the browser that asked for it (0062); only that browser uses it. */
    client: text('client'),
  },
  (t) => [
    index('nonces_expires_at_idx').on(t.expiresAt),
    index('nonces_address_seq_idx').on(t.address, t.seq),
    index('nonces_client_seq_idx').on(t.client, t.seq),
  ],
)

/**
 * Sessions. `id` is the sha256 (hex) of the cookie token: the token itself is never stored, and `id` never
 * leaves the server. `publicId` (a random UUID) is the id the API shows the owner. `userAgent` is a short
 * description of the browser that signed in ("Chrome on macOS"), `lastSeenAt` is refreshed at most every 5
 * minutes (migration 0014).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    publicId: text('public_id').notNull().default(sql`gen_random_uuid()::text`),
    address: text('address')
      .notNull()
      .references(() => users.address),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    userAgent: text('user_agent'),
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [
    index('sessions_address_idx').on(t.address),
    index('sessions_expires_at_idx').on(t.expiresAt),
    unique('sessions_public_id_key').on(t.publicId),
    check('sessions_user_agent_short', sql`char_length(${t.userAgent}) <= 64`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NonceRow = typeof nonces.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
