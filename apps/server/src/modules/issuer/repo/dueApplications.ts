import { and, asc, eq, lte } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type CardRow, cards } from '../../../db/schema/cards'

/** Applications in `application_processing` submitted at or before `cutoff`, oldest first. */
export async function dueApplications(db: Executor, cutoff: Date, limit: number): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.status, 'application_processing'), lte(cards.applicationSubmittedAt, cutoff)))
    .orderBy(asc(cards.applicationSubmittedAt))
    .limit(limit)
}
