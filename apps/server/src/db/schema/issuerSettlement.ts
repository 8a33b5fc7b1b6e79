import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const micro = (name: string) => bigint(name, { mode: 'bigint' })

export const ISSUER_SETTLEMENT_STATUSES = ['requested', 'done', 'differs', 'unavailable', 'failed'] as const

/** One UTC day's settlement with the issuer against the ledger, and the day's funding need (0056). */
export const issuerSettlements = pgTable(
  'issuer_settlements',
  {
    /** `lithic` (its settlement report) or `sandbox` (the sandbox issuer's own record of its events). */
    source: text('source').notNull(),
    /** `YYYY-MM-DD` (UTC). */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ISSUER_SETTLEMENT_STATUSES }).notNull(),
    complete: boolean('complete'),
    settledNetMicro: micro('settled_net_micro').notNull().default(0n),
    settledGrossMicro: micro('settled_gross_micro').notNull().default(0n),
    ledgerNetMicro: micro('ledger_net_micro').notNull().default(0n),
    details: integer('details').notNull().default(0),
    events: integer('events').notNull().default(0),
    differences: integer('differences').notNull().default(0),
    newExceptions: integer('new_exceptions').notNull().default(0),
    openHoldsMicro: micro('open_holds_micro').notNull().default(0n),
    fundingNeedMicro: micro('funding_need_micro').notNull().default(0n),
    programBalanceMicro: micro('program_balance_micro'),
    balanceReadAt: at('balance_read_at'),
    error: text('error'),
    runs: integer('runs').notNull().default(0),
    requestedAt: at('requested_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.source, t.day] })],
)

export type IssuerSettlementRow = typeof issuerSettlements.$inferSelect
