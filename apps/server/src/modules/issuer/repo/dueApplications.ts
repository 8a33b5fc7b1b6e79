import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type CardRow, cards } from '../../../db/schema/cards'

/**
 * Applications in `application_processing` submitted at or before `cutoff` whose issuance has not failed for
 * good and is due (never tried, or its backoff is over at `now`), oldest first.
 */
export async function dueApplications(
  db: Executor,
  cutoff: Date,
  now: Date,
  limit: number,
  cardIds?: readonly string[],
): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.status, 'application_processing'),
        lte(cards.applicationSubmittedAt, cutoff),
        isNull(cards.issuanceFailedAt),
        or(isNull(cards.issuanceNextAttemptAt), lte(cards.issuanceNextAttemptAt, now)),
        ...(cardIds ? [inArray(cards.id, [...cardIds])] : []),
      ),
    )
    .orderBy(asc(cards.applicationSubmittedAt))
    .limit(limit)
}
