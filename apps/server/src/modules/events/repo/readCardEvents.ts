import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { type CardEventRow, cardEvents } from '../../../db/schema'

/** The rows with these ids that belong to one of `owners` (lowercase), oldest first. */
export async function readCardEventsByIds(db: Db, ids: number[], owners: string[]): Promise<CardEventRow[]> {
  if (ids.length === 0 || owners.length === 0) return []
  return db
    .select()
    .from(cardEvents)
    .where(and(inArray(cardEvents.id, ids), inArray(cardEvents.ownerAddress, owners)))
    .orderBy(asc(cardEvents.id))
}

/** `owner`'s newest `limit` rows after `afterId`, oldest first (a resumed stream's replay). */
export async function readCardEventsAfter(
  db: Db,
  owner: string,
  afterId: number,
  limit: number,
): Promise<CardEventRow[]> {
  const newest = await db
    .select()
    .from(cardEvents)
    .where(and(eq(cardEvents.ownerAddress, owner), gt(cardEvents.id, afterId)))
    .orderBy(desc(cardEvents.id))
    .limit(limit)
  return newest.reverse()
}

/** Deletes rows older than `days` days (by the database's clock, which wrote them); returns how many. */
export async function pruneCardEvents(db: Db, days: number): Promise<number> {
  const deleted = await db
    .delete(cardEvents)
    .where(sql`${cardEvents.createdAt} < now() - make_interval(days => ${days})`)
    .returning({ id: cardEvents.id })
  return deleted.length
}
