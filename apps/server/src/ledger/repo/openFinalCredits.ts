import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cardCredits } from '../../db/schema/ledger'

export type OpenFinalCredit = { ref: string; openMicro: bigint }

/**
 * A card's credits whose money is final (their block is final, or the money was ours already) and not all
 * settled or taken back, newest first: what money over the card's maximum is taken from. Read under the card's
 * row lock (every change to a card's credits happens under it).
 */
export async function openFinalCredits(tx: Executor, cardId: string): Promise<OpenFinalCredit[]> {
  return tx
    .select({
      ref: cardCredits.ref,
      openMicro:
        sql<bigint>`(${cardCredits.amountMicro} - ${cardCredits.settledMicro} - ${cardCredits.reversedMicro})`.mapWith(
          (value: string | number | bigint) => BigInt(value),
        ),
    })
    .from(cardCredits)
    .where(
      and(
        eq(cardCredits.cardId, cardId),
        sql`${cardCredits.settledMicro} + ${cardCredits.reversedMicro} < ${cardCredits.amountMicro}`,
        isNotNull(cardCredits.finalAt),
      ),
    )
    .orderBy(desc(cardCredits.createdAt), desc(cardCredits.ref))
}
