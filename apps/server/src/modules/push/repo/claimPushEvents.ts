import { PUSH_EVENT_KINDS, PUSH_KINDS } from '@chaincard/domain'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'
import { type CardEventRow, cardChallenges, cardEvents, pushHandledEvents } from '../../../db/schema'

/** How far back the sender looks: a notification later than this is stale (a challenge has expired by then). */
const PUSH_LOOKBACK_MINUTES = 15
const PUSH_BATCH = 100

const pushedKinds = PUSH_KINDS.flatMap((kind) => [...PUSH_EVENT_KINDS[kind]])

/**
 * Claims the card events to notify: recent ones of a pushed kind whose owner has a device subscribed since,
 * not claimed before (an event committed late, with a lower id than one already claimed, is still found).
 * Claiming inserts their ids, so each is handled at most once whatever fails after.
 */
export async function claimPushEvents(db: Db, limit = PUSH_BATCH): Promise<CardEventRow[]> {
  const claimed = await db.execute(sql`
    INSERT INTO push_handled_events (event_id)
    SELECT e.id FROM card_events e
    WHERE e.created_at > now() - make_interval(mins => ${PUSH_LOOKBACK_MINUTES})
      AND e.kind IN (${sql.join(
        pushedKinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      AND EXISTS (SELECT 1 FROM push_subscriptions s
        WHERE s.owner_address = e.owner_address AND s.created_at <= e.created_at)
      AND NOT EXISTS (SELECT 1 FROM push_handled_events h WHERE h.event_id = e.id)
    ORDER BY e.id
    LIMIT ${limit}
    ON CONFLICT DO NOTHING
    RETURNING event_id`)
  const ids = rowsOf<{ event_id: string | number }>(claimed).map((row) => Number(row.event_id))
  if (ids.length === 0) return []
  return db.select().from(cardEvents).where(inArray(cardEvents.id, ids)).orderBy(asc(cardEvents.id))
}

/** Forgets claims older than a day (their events are past the lookback long before). */
export async function pruneHandledPushEvents(db: Db): Promise<void> {
  await db.delete(pushHandledEvents).where(sql`${pushHandledEvents.handledAt} < now() - interval '1 day'`)
}

/** A challenge's amount in the merchant's currency (the event names the challenge, not its amount). */
export async function readChallengeAmount(
  db: Db,
  challengeId: string,
): Promise<{ amountMinor: bigint; currency: string; currencyExponent: number } | undefined> {
  const [row] = await db
    .select({
      amountMinor: cardChallenges.amountMinor,
      currency: cardChallenges.currency,
      currencyExponent: cardChallenges.currencyExponent,
    })
    .from(cardChallenges)
    .where(eq(cardChallenges.id, challengeId))
  return row
}
