import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../../../../db'
import { cardAuthorizations } from '../../../../db/schema/cards'
import { cardChallenges } from '../../../../db/schema/issuer'

/** How often the sandbox looks for 3DS challenges whose code expired unanswered. */
export const EXPIRED_CHALLENGE_SWEEP_INTERVAL_MS = 10_000

/**
 * Sandbox issuer: purchases whose 3DS code expired before anyone answered end declined (`otp_expired`, nothing
 * was held), and their challenge is closed declined, as a late code already did; before, such a purchase stayed
 * "pending" in the history until someone typed its code. Only purchases whose step nobody has claimed are
 * taken (the code still sealed): an answer in flight keeps its purchase. Returns how many were declined.
 */
export async function declineExpiredChallenges(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(cardAuthorizations)
      .set({ status: 'declined', declineReason: 'otp_expired', otpSealed: null, updatedAt: now })
      .where(
        and(
          eq(cardAuthorizations.status, 'challenge'),
          lte(cardAuthorizations.otpExpiresAt, now),
          eq(cardAuthorizations.issuer, 'sandbox'),
          isNotNull(cardAuthorizations.otpSealed),
        ),
      )
      .returning({ id: cardAuthorizations.id })
    if (expired.length === 0) return 0
    await tx
      .update(cardChallenges)
      .set({ status: 'declined', answeredAt: now })
      .where(
        and(
          eq(cardChallenges.issuer, 'sandbox'),
          inArray(
            cardChallenges.issuerToken,
            expired.map((row) => row.id),
          ),
          eq(cardChallenges.status, 'pending'),
        ),
      )
    return expired.length
  })
}
