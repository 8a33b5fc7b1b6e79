import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cardAuthorizations } from '../../../db/schema/cards'
import { cardHolds } from '../../../db/schema/ledger'

export type PendingAuthorization = { id: string; at: Date; merchantName: string; heldMicro: bigint }

/**
 * The card's approved authorizations whose hold is still open and holds something (money reserved, not cleared
 * yet), oldest first.
 */
export async function listPendingAuthorizations(
  db: Executor,
  cardId: string,
): Promise<PendingAuthorization[]> {
  return db
    .select({
      id: cardAuthorizations.id,
      at: cardAuthorizations.createdAt,
      merchantName: cardAuthorizations.merchantName,
      heldMicro: cardHolds.amountMicro,
    })
    .from(cardAuthorizations)
    .innerJoin(cardHolds, eq(cardHolds.ref, sql`'auth:' || ${cardAuthorizations.id}`))
    .where(
      and(eq(cardAuthorizations.cardId, cardId), eq(cardHolds.status, 'open'), gt(cardHolds.amountMicro, 0n)),
    )
    .orderBy(asc(cardAuthorizations.seq))
}
