import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What happened to a card, for the live stream (0040): written by triggers on the tables that record it, in the
 * change's own transaction, and announced by NOTIFY at commit. Pruned after 7 days.
 */
export const cardEvents = pgTable(
  'card_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerAddress: text('owner_address').notNull(),
    cardId: text('card_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('card_events_owner_idx').on(t.ownerAddress, t.id),
    index('card_events_created_idx').on(t.createdAt),
  ],
)

export type CardEventRow = typeof cardEvents.$inferSelect
