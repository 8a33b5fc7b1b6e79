import { and, asc, desc, eq, gt, lte, ne, or } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cards } from '../../../../db/schema/cards'
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

/**
 * Pending, unexpired challenges of cards that are no longer `active` or have expired (an operator's expiry keeps
 * the status), of `cardId` only when given, oldest first: nobody can answer them in the app any more (it asks for
 * challenges of active cards only).
 */
export async function listChallengesOfInactiveCards(
  db: Executor,
  now: Date,
  { cardId, limit }: { cardId?: string; limit: number },
): Promise<CardChallengeRow[]> {
  const rows = await db
    .select({ challenge: cardChallenges })
    .from(cardChallenges)
    .innerJoin(cards, eq(cards.id, cardChallenges.cardId))
    .where(
      and(
        eq(cardChallenges.status, 'pending'),
        gt(cardChallenges.expiresAt, now),
        or(ne(cards.status, 'active'), lte(cards.expiresAt, now)),
        ...(cardId === undefined ? [] : [eq(cardChallenges.cardId, cardId)]),
      ),
    )
    .orderBy(asc(cardChallenges.createdAt), asc(cardChallenges.id))
    .limit(limit)
  return rows.map((row) => row.challenge)
}
