import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type CardAuthorizationRow, cardAuthorizations, cardTransactions } from '../../../../db/schema/cards'
import { cardDisputes } from '../../../../db/schema/disputes'

/** A purchase of a card with what a dispute of it needs to know: what was refunded, whether it is disputed. */
export type PurchaseRow = CardAuthorizationRow & { refundedMicro: bigint; disputed: boolean }

/**
 * The card's purchase (its authorization) by our id, locked until the transaction ends, with the sum of its
 * refunds and whether it has a dispute; null when the card has no such purchase (another card's is null too).
 */
export async function lockPurchaseToDispute(
  tx: Executor,
  cardId: string,
  authorizationId: string,
): Promise<PurchaseRow | null> {
  const [row] = await tx
    .select()
    .from(cardAuthorizations)
    .where(and(eq(cardAuthorizations.id, authorizationId), eq(cardAuthorizations.cardId, cardId)))
    .for('update')
  if (!row) return null
  const [facts] = await tx
    .select({
      refundedMicro: sql<string>`coalesce((SELECT sum(${cardTransactions.amountMicro}) FROM ${cardTransactions}
        WHERE ${cardTransactions.authorizationId} = ${row.id} AND ${cardTransactions.type} = 'refund'), 0)::text`,
      disputed: sql<boolean>`EXISTS (SELECT 1 FROM ${cardDisputes}
        WHERE ${cardDisputes.issuer} = ${row.issuer} AND ${cardDisputes.transactionToken} = ${row.issuerToken})`,
    })
    .from(sql`(SELECT 1) AS one`)
  return { ...row, refundedMicro: BigInt(facts?.refundedMicro ?? '0'), disputed: facts?.disputed === true }
}
