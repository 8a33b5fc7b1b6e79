import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Rate-limit counters shared by every instance (0013): hits of one route and client key until `expires_at`. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
)
