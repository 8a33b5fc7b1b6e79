import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every state-changing call on /api/admin (0060): who (the operator's name from ADMIN_TOKENS), what, on what,
 * with which parameters, how it was answered and when. Append-only (a trigger refuses UPDATE and DELETE).
 */
export const operatorActions = pgTable('operator_actions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  operator: text('operator').notNull(),
  action: text('action').notNull(),
  target: text('target'),
  status: integer('status').notNull(),
  errorCode: text('error_code'),
  parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
})

export type OperatorActionRow = typeof operatorActions.$inferSelect
