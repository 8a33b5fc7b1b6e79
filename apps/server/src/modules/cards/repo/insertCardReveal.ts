import { and, count, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { sessions } from '../../../db/schema/auth'
import { cardReveals } from '../../../db/schema/cards'

/** How many reveals of the card were recorded after `since`. */
export async function countCardRevealsSince(db: Executor, cardId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cardReveals)
    .where(and(eq(cardReveals.cardId, cardId), gt(cardReveals.revealedAt, since)))
  return Number(row?.n ?? 0)
}

/**
 * Records one showing: the card, the session's public id (read from the live session row `sessionId`), how,
 * the signed message's nonce (a reveal's) and the time. False when the session row is gone (signed out meanwhile).
 */
export async function insertCardReveal(
  db: Executor,
  p: { cardId: string; sessionId: string; kind: 'first_showing' | 'reveal'; nonce: string | null; now: Date },
): Promise<boolean> {
  const [session] = await db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.id, p.sessionId))
  if (!session) return false
  await db.insert(cardReveals).values({
    cardId: p.cardId,
    sessionPublicId: session.publicId,
    kind: p.kind,
    nonce: p.nonce,
    revealedAt: p.now,
  })
  return true
}
