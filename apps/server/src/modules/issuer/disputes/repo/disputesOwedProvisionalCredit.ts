import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cardAuthorizations } from '../../../../db/schema/cards'
import { cardDisputes } from '../../../../db/schema/disputes'

/** An open dispute whose provisional credit is the program's and not decided yet. */
export type UndecidedDispute = {
  id: string
  cardId: string
  createdAt: Date
  amountMicro: bigint
  issuer: string
  issuerToken: string | null
  merchantName: string | null
}

/**
 * Open disputes whose provisional credit is the program's, not decided yet, filed at or before `filedBefore`
 * (the caller checks each one's business days), oldest first, at most `limit`.
 */
export async function listUndecidedProvisionalCredits(
  tx: Executor,
  filedBefore: Date,
  limit: number,
): Promise<UndecidedDispute[]> {
  return tx
    .select({
      id: cardDisputes.id,
      cardId: cardDisputes.cardId,
      createdAt: cardDisputes.createdAt,
      amountMicro: cardDisputes.amountMicro,
      issuer: cardDisputes.issuer,
      issuerToken: cardDisputes.issuerToken,
      merchantName: cardAuthorizations.merchantName,
    })
    .from(cardDisputes)
    .leftJoin(cardAuthorizations, eq(cardAuthorizations.id, cardDisputes.authorizationId))
    .where(
      and(
        eq(cardDisputes.provisionalCreditBy, 'program'),
        inArray(cardDisputes.status, ['opened', 'needs_info', 'in_review']),
        isNull(cardDisputes.provisionalDecidedAt),
        lte(cardDisputes.createdAt, filedBefore),
      ),
    )
    .orderBy(asc(cardDisputes.createdAt), asc(cardDisputes.id))
    .limit(limit)
}
