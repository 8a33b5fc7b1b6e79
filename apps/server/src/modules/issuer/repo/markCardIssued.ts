import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'
import type { IssuedCard } from '../../../runtime/issuerPort'

/**
 * Records the issued card on its application (`application_processing` -> `waiting_to_get`), conditionally:
 * of two sweeps racing for one application, one records its card. True when this call did.
 */
export async function markCardIssued(
  tx: Executor,
  cardId: string,
  issued: IssuedCard,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(cards)
    .set({
      status: 'waiting_to_get',
      issuerCardId: issued.issuerCardId,
      panLast4: issued.panLast4,
      panSealed: issued.panSealed ?? null,
      cvvSealed: issued.cvvSealed ?? null,
      expiresAt: issued.expiresAt,
      issuedAt: at,
      updatedAt: at,
    })
    .where(and(eq(cards.id, cardId), eq(cards.status, 'application_processing')))
    .returning({ id: cards.id })
  return rows.length > 0
}
