import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db'
import { cards } from '../../db/schema/cards'
import { getBoundIssuer } from './issuerRegistry'

export type ApproveProcessingApplicationsOptions = {
  /** Approve only applications submitted at least this long before `now` (the sweep: APPLICATION_DELAY). Default 0: all. */
  minAgeMs?: number | undefined
  /** Most applications handled per call. */
  limit?: number | undefined
}

/**
 * The issuer approves applications in `application_processing` and issues their cards (`waiting_to_get`).
 * `POST /api/sandbox/settle` calls it with the defaults (every processing application, now); the cards
 * plugin's sweep calls it every second with `minAgeMs` = APPLICATION_DELAY. Each card is issued in its own
 * transaction with a conditional update, so concurrent sweeps (several instances) issue it once.
 * Returns the ids of the cards issued by this call.
 */
export async function approveProcessingApplications(
  db: Db,
  now: Date,
  { minAgeMs = 0, limit = 100 }: ApproveProcessingApplicationsOptions = {},
): Promise<string[]> {
  const issuer = getBoundIssuer(db)
  const cutoff = new Date(now.getTime() - minAgeMs)
  const due = await db
    .select()
    .from(cards)
    .where(and(eq(cards.status, 'application_processing'), lte(cards.applicationSubmittedAt, cutoff)))
    .orderBy(asc(cards.applicationSubmittedAt))
    .limit(limit)
  const issued: string[] = []
  for (const card of due) {
    const result = await db.transaction((tx) => issuer.issueCard(tx, card, now))
    if (result) issued.push(card.id)
  }
  return issued
}
