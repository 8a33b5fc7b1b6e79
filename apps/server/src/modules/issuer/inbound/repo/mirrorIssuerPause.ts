import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cards } from '../../../../db/schema/cards'

/**
 * The issuer paused the card on its own (its risk team, its dashboard): an active card, or one locked only by
 * a negative balance, is locked with reason `issuer`, which only the issuer's OPEN lifts. A card its owner or
 * an operator locked keeps their lock (the pause is then most likely the echo of it). True when it changed.
 */
export async function lockByIssuer(tx: Executor, cardId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(cards)
    .set({ status: 'locked', lockReason: 'issuer', updatedAt: at })
    .where(
      and(
        eq(cards.id, cardId),
        or(
          eq(cards.status, 'active'),
          and(eq(cards.status, 'locked'), inArray(cards.lockReason, ['negative_balance'])),
        ),
      ),
    )
    .returning({ id: cards.id })
  return rows.length > 0
}

/**
 * The issuer opened the card: only a lock the issuer set is lifted (an owner's or operator's lock stays). A
 * card whose balance is negative stays locked for it (a top-up unlocks it). True when it changed.
 */
export async function unlockByIssuer(tx: Executor, cardId: string, at: Date): Promise<boolean> {
  const negative = sql`${cards.balanceMicro} < 0`
  const rows = await tx
    .update(cards)
    .set({
      status: sql`CASE WHEN ${negative} THEN 'locked' ELSE 'active' END`,
      lockReason: sql`CASE WHEN ${negative} THEN 'negative_balance' ELSE NULL END`,
      updatedAt: at,
    })
    .where(and(eq(cards.id, cardId), eq(cards.status, 'locked'), eq(cards.lockReason, 'issuer')))
    .returning({ id: cards.id })
  return rows.length > 0
}
