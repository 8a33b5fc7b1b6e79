import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cardAuthorizations, cards } from '../../../../db/schema/cards'
import { cardDisputes } from '../../../../db/schema/disputes'

/**
 * The issuer's id of the card a transaction of that issuer was on, as we know it (its authorization, else a
 * dispute of it): an update that names only the transaction (Lithic's `dispute.updated`) finds its card so.
 * Null when the transaction is not ours.
 */
export async function cardTokenOfTransaction(
  tx: Executor,
  issuer: string,
  transactionToken: string,
): Promise<string | null> {
  const [byAuthorization] = await tx
    .select({ cardToken: cards.issuerCardId })
    .from(cardAuthorizations)
    .innerJoin(cards, eq(cards.id, cardAuthorizations.cardId))
    .where(and(eq(cardAuthorizations.issuer, issuer), eq(cardAuthorizations.issuerToken, transactionToken)))
  if (byAuthorization?.cardToken) return byAuthorization.cardToken
  const [byDispute] = await tx
    .select({ cardToken: cards.issuerCardId })
    .from(cardDisputes)
    .innerJoin(cards, eq(cards.id, cardDisputes.cardId))
    .where(and(eq(cardDisputes.issuer, issuer), eq(cardDisputes.transactionToken, transactionToken)))
  return byDispute?.cardToken ?? null
}
