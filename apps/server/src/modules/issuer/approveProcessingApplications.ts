import type { Db } from '../../db'
import { getBoundGateway } from './issuerRegistry'
import { dueApplications } from './repo/dueApplications'
import { markCardIssued } from './repo/markCardIssued'

export type ApproveProcessingApplicationsOptions = {
  /** Approve only applications submitted at least this long before `now` (the sweep: APPLICATION_DELAY). Default 0: all. */
  minAgeMs?: number | undefined
  /** Most applications handled per call. */
  limit?: number | undefined
}

/**
 * Approves applications in `application_processing` and issues their cards at the issuer (`waiting_to_get`).
 * `POST /api/sandbox/settle` calls it with the defaults (every processing application, now); the issuer
 * plugin's sweep calls it every second (sandbox: with `minAgeMs` = APPLICATION_DELAY). Each card is asked of
 * the issuer outside any transaction (idempotent per card: Lithic gets the card id as idempotency key), then
 * recorded with a conditional update, so concurrent sweeps (several instances) issue it once. A card the
 * issuer could not issue now stays processing and is asked again next sweep; the others go on (the first
 * error is thrown at the end). Returns the ids of the cards issued by this call.
 */
export async function approveProcessingApplications(
  db: Db,
  now: Date,
  { minAgeMs = 0, limit = 100 }: ApproveProcessingApplicationsOptions = {},
): Promise<string[]> {
  const gateway = getBoundGateway(db)
  const due = await dueApplications(db, new Date(now.getTime() - minAgeMs), limit)
  const issued: string[] = []
  const errors: unknown[] = []
  for (const card of due) {
    try {
      const created = await gateway.issueCard(card, now)
      if (await db.transaction((tx) => markCardIssued(tx, card.id, created, now))) issued.push(card.id)
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length > 0) throw errors[0]
  return issued
}
