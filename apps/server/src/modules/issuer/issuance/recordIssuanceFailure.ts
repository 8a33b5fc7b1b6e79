import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { type CardRow, cards } from '../../../db/schema/cards'
import { recordException } from '../../../runtime/operatorQueue'
import { isIssuanceExhausted, issuanceRetryDelayMs } from './issuancePolicy'

export type IssuanceFailure = {
  attempts: number
  /** When it is asked again; null: the issuance failed for good. */
  nextAttemptAt: Date | null
  /** The operator's exception, when the issuance failed for good now. */
  exceptionId?: number
}

/**
 * Records a failed attempt to issue `card`: one more attempt, the cause, and when to ask again (backoff); past
 * the maximum attempts or age, the issuance has failed (`issuance_failed_at`, which the owner sees) and an
 * operator gets an exception (`issuer_unhandled`, detail `issuance_failed`; one per card). Conditional on the
 * card still waiting for its issuance (a racing sweep that issued it wins). Null when it no longer was.
 */
export async function recordIssuanceFailure(
  db: Db,
  card: Pick<CardRow, 'id' | 'issuanceAttempts' | 'issuanceFirstAttemptAt'>,
  issuer: string,
  cause: string,
  now: Date,
  /**
   * The issuance cannot succeed (the issuer rejected the cardholder): failed for good now, the
   * exception naming why (`detail`), so an operator refunds what was paid.
   */
  final?: { detail: string },
): Promise<IssuanceFailure | null> {
  const attempts = card.issuanceAttempts + 1
  const first = card.issuanceFirstAttemptAt ?? now
  const exhausted = final !== undefined || isIssuanceExhausted(attempts, first, now)
  const nextAttemptAt = exhausted ? null : new Date(now.getTime() + issuanceRetryDelayMs(attempts))
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(cards)
      .set({
        issuanceAttempts: sql`${cards.issuanceAttempts} + 1`,
        issuanceFirstAttemptAt: first,
        issuanceNextAttemptAt: nextAttemptAt,
        issuanceError: cause,
        issuanceFailedAt: exhausted ? now : null,
        updatedAt: now,
      })
      .where(
        and(
          eq(cards.id, card.id),
          eq(cards.status, 'application_processing'),
          isNull(cards.issuanceFailedAt),
        ),
      )
      .returning({ id: cards.id })
    if (rows.length === 0) return null
    if (!exhausted) return { attempts, nextAttemptAt }
    const { id } = await recordException(tx, {
      reason: 'issuer_unhandled',
      // A code (the wire's detail is one); the cause is on the card (`issuance_error`) and in the log.
      detail: final?.detail ?? 'issuance_failed',
      dedupeKey: `issuance_failed:${card.id}`,
      issuerEvent: `${issuer}:cards.create:${card.id}`,
      cardId: card.id,
      now,
    })
    return { attempts, nextAttemptAt: null, exceptionId: id }
  })
}
