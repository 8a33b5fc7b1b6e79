import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sessions } from './auth'

/**
 * What happened to a card, for the live stream (0040): written by triggers on the tables that record it, in the
 * change's own transaction, and announced by NOTIFY at commit. Pruned after 7 days. The owner's own events
 * (`rewards.changed`, `cards.earned`) name no card (0077): `cardId` null.
 */
export const cardEvents = pgTable(
  'card_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerAddress: text('owner_address').notNull(),
    /** Null for an event of the owner rather than of one card (the domain's OWNER_EVENT_KINDS). */
    cardId: text('card_id'),
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

/**
 * Open event streams of every instance (0062): the per-session, per-address and global stream budgets are
 * counted here. Deleting a row ends its stream wherever it is open (a trigger notifies `chaincard_streams`);
 * a session's rows go with it.
 */
export const eventStreams = pgTable(
  'event_streams',
  {
    id: uuid('id').primaryKey(),
    /** Open order: the oldest is closed first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('event_streams_session_idx').on(t.sessionId, t.seq),
    index('event_streams_address_idx').on(t.address, t.seq),
    index('event_streams_seen_at_idx').on(t.seenAt),
  ],
)
