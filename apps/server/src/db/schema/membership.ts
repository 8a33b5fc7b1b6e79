import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A user's membership level for one month (`month` = its first day, UTC, `YYYY-MM-DD`), frozen by the monthly
 * job from the previous month's settled top-up volume. One row per (address, month).
 */
export const membershipLevels = pgTable(
  'membership_levels',
  {
    address: text('address')
      .notNull()
      .references(() => users.address),
    month: date('month', { mode: 'string' }).notNull(),
    level: integer('level').notNull(),
    volumeMicro: bigint('volume_micro', { mode: 'bigint' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.address, t.month] })],
)

/** Months whose levels the job has computed (claimed once). */
export const membershipRuns = pgTable('membership_runs', {
  month: date('month', { mode: 'string' }).primaryKey(),
  users: integer('users').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
})

export type MembershipLevelRow = typeof membershipLevels.$inferSelect
