import { decideCardIssuance } from '@chaincard/domain'
import type { Db } from '../../db'
import { findCardholder } from './enrollment/repo/cardholders'
import { describeIssuanceError } from './issuance/describeIssuanceError'
import { isPastIdempotencyWindow } from './issuance/issuancePolicy'
import { recordIssuanceFailure } from './issuance/recordIssuanceFailure'
import { getBoundGateway } from './issuerRegistry'
import { dueApplications } from './repo/dueApplications'
import { markCardIssued } from './repo/markCardIssued'

/** Where a failed attempt is told (the app's logger): the card, the attempt, the cause; never a secret. */
type IssuanceLog = {
  warn(object: Record<string, unknown>, message: string): void
  error(object: Record<string, unknown>, message: string): void
}

export type ApproveProcessingApplicationsOptions = {
  /** Approve only applications submitted at least this long before `now` (the sweep: APPLICATION_DELAY). Default 0: all. */
  minAgeMs?: number | undefined
  /** Most applications handled per call. */
  limit?: number | undefined
  /** Only these cards (the sandbox's settle-now of one person); default: every due application. */
  cardIds?: readonly string[] | undefined
  log?: IssuanceLog | undefined
  /**
   * The program enrolls cardholders (`ISSUER_KYC`): a card is issued on its owner's account once the
   * issuer accepted them; while their enrollment is pending (or not there) the card waits; a rejected person's
   * issuance fails for good (an exception, so an operator refunds what was paid).
   */
  requireCardholder?: boolean | undefined
}

/**
 * Approves applications in `application_processing` and issues their cards at the issuer (`waiting_to_get`).
 * `POST /api/sandbox/settle` calls it for the caller's cards (every one of their processing applications, now); the issuer
 * plugin's sweep calls it every second (sandbox: with `minAgeMs` = APPLICATION_DELAY). Each card is asked of
 * the issuer outside any transaction (idempotent per card: Lithic gets the card id as idempotency key), then
 * recorded with a conditional update, so concurrent sweeps (several instances) issue it once.
 *
 * Issuance ends: a card the issuer could not issue is asked again after a backoff (1 s doubling to 15 min),
 * its cause kept on the card and logged; one first asked longer ago than the issuer keeps idempotency keys is
 * looked up at the issuer before it is created again; after the maximum attempts or age it has failed (the
 * owner sees it, an operator gets an exception, `recordIssuanceFailure`). Returns the ids issued by this call.
 */
export async function approveProcessingApplications(
  db: Db,
  now: Date,
  {
    minAgeMs = 0,
    limit = 100,
    cardIds,
    log,
    requireCardholder = false,
  }: ApproveProcessingApplicationsOptions = {},
): Promise<string[]> {
  const gateway = getBoundGateway(db)
  const due = await dueApplications(db, new Date(now.getTime() - minAgeMs), now, limit, cardIds)
  const issued: string[] = []
  for (const card of due) {
    const holder = requireCardholder ? await findCardholder(db, card.ownerAddress) : null
    const decision = decideCardIssuance(requireCardholder, holder?.status)
    if (decision !== 'issue') {
      if (decision === 'fail') {
        const failure = await recordIssuanceFailure(db, card, gateway.name, 'cardholder_rejected', now, {
          detail: 'cardholder_rejected',
        })
        if (failure) {
          log?.warn(
            { cardId: card.id, exceptionId: failure.exceptionId },
            'the issuer rejected the cardholder: the card is not issued, an exception is open to refund',
          )
        }
      }
      continue
    }
    try {
      // Past the window, or the first attempt after an operator's retry (earlier attempts are older than it).
      const lookUp =
        isPastIdempotencyWindow(card.issuanceFirstAttemptAt, now) ||
        (card.issuanceAttempts === 0 && card.issuanceError !== null)
      const found = lookUp ? await gateway.findIssuedCard(card, now) : null
      if (found)
        log?.warn({ cardId: card.id }, 'card found at the issuer past its idempotency window: recorded')
      const created = found ?? (await gateway.issueCard(card, now, holder?.accountToken ?? undefined))
      if (await db.transaction((tx) => markCardIssued(tx, card.id, created, now))) issued.push(card.id)
    } catch (error) {
      const cause = describeIssuanceError(error)
      const failure = await recordIssuanceFailure(db, card, gateway.name, cause, now)
      if (!failure) continue
      if (failure.nextAttemptAt) {
        log?.warn(
          {
            cardId: card.id,
            attempt: failure.attempts,
            nextAttemptAt: failure.nextAttemptAt.toISOString(),
            cause,
          },
          'card issuance failed: asked again later',
        )
      } else {
        log?.error(
          { cardId: card.id, attempts: failure.attempts, exceptionId: failure.exceptionId, cause },
          'card issuance failed for good: the owner is told, an exception is open',
        )
      }
    }
  }
  return issued
}
