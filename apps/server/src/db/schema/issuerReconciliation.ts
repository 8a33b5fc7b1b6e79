import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** One UTC day's reconciliation with the issuer's books: the last run's figures (0025). */
export const issuerReconciliations = pgTable(
  'issuer_reconciliations',
  {
    issuer: text('issuer').notNull(),
    /** `YYYY-MM-DD` (UTC). */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['done', 'failed'] }).notNull(),
    transactions: integer('transactions').notNull().default(0),
    missed: integer('missed').notNull().default(0),
    mismatches: integer('mismatches').notNull().default(0),
    newExceptions: integer('new_exceptions').notNull().default(0),
    error: text('error'),
    runs: integer('runs').notNull().default(1),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.day] })],
)

export type IssuerReconciliationRow = typeof issuerReconciliations.$inferSelect

/** Until when the issuer was asked to resend failed event deliveries (0025). */
export const issuerEventRecoveries = pgTable('issuer_event_recoveries', {
  issuer: text('issuer').primaryKey(),
  recoveredUntil: at('recovered_until').notNull(),
  updatedAt: at('updated_at').notNull(),
})
