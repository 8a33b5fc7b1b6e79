import { sql } from 'drizzle-orm'
import { bigint, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { sessions } from './auth'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A device of an owner that gets Web Push notifications of the kinds chosen (0046). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerAddress: text('owner_address').notNull(),
    /** The session that subscribed it last (0063): ending that session removes the device. */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_owner_idx').on(t.ownerAddress),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
)

/** Card events the push sender has claimed (0046): each is notified at most once. */
export const pushHandledEvents = pgTable(
  'push_handled_events',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    handledAt: at('handled_at').notNull().defaultNow(),
  },
  (t) => [index('push_handled_events_at_idx').on(t.handledAt)],
)

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect
