import { and, desc, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type CardChallengeRow, type CardChallengeStatus, cardChallenges } from '../../../../db/schema/issuer'

/** The card's newest challenge still pending and not expired at `now`. */
export async function findPendingChallenge(
  db: Executor,
  cardId: string,
  now: Date,
): Promise<CardChallengeRow | null> {
  const [row] = await db
    .select()
    .from(cardChallenges)
    .where(
      and(
        eq(cardChallenges.cardId, cardId),
        eq(cardChallenges.status, 'pending'),
        gt(cardChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(cardChallenges.createdAt), desc(cardChallenges.id))
    .limit(1)
  return row ?? null
}

/** The challenge `id` of this card, any status. */
export async function findCardChallenge(
  db: Executor,
  cardId: string,
  id: string,
): Promise<CardChallengeRow | null> {
  const [row] = await db
    .select()
    .from(cardChallenges)
    .where(and(eq(cardChallenges.id, id), eq(cardChallenges.cardId, cardId)))
    .limit(1)
  return row ?? null
}

/**
 * Moves a challenge from `from` to `to` if it is still in `from` and, when answering, not expired: one of two
 * answers racing wins. True when this call moved it.
 */
export async function moveChallenge(
  db: Executor,
  id: string,
  from: CardChallengeStatus,
  to: CardChallengeStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(cardChallenges)
    .set({ status: to, answeredAt: to === 'pending' ? null : now })
    .where(
      and(
        eq(cardChallenges.id, id),
        eq(cardChallenges.status, from),
        ...(to === 'pending' ? [] : [gt(cardChallenges.expiresAt, now)]),
      ),
    )
    .returning({ id: cardChallenges.id })
  return rows.length > 0
}
