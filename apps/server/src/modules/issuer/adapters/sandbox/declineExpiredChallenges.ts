import { and, eq, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../../../../db'
import { cardAuthorizations } from '../../../../db/schema/cards'
import { declineChallengedPurchase, settleSandboxChallenge } from './repo/sandboxPurchases'

/** How often the sandbox looks for 3DS challenges whose code expired unanswered. */
export const EXPIRED_CHALLENGE_SWEEP_INTERVAL_MS = 10_000

/**
 * Sandbox issuer: purchases whose 3DS code expired before anyone answered end declined (`otp_expired`, nothing
 * was held) and their challenge closed, as a late code already ends them (`confirmOtp`, the same two steps);
 * before, such a purchase stayed "pending" in the history until someone typed its code. Only purchases whose
 * step nobody has claimed are taken (the code still sealed, re-checked under the row lock): an answer in flight
 * keeps its purchase. Returns how many were declined.
 */
export async function declineExpiredChallenges(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: cardAuthorizations.id })
      .from(cardAuthorizations)
      .where(
        and(
          eq(cardAuthorizations.status, 'challenge'),
          lte(cardAuthorizations.otpExpiresAt, now),
          eq(cardAuthorizations.issuer, 'sandbox'),
          isNotNull(cardAuthorizations.otpSealed),
        ),
      )
      .for('update')
    for (const { id } of expired) {
      await declineChallengedPurchase(tx, id, 'otp_expired', now)
      await settleSandboxChallenge(tx, id, 'declined', now)
    }
    return expired.length
  })
}
