import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cardCredits } from '../../db/schema/ledger'

/**
 * Marks `amountMicro` of a credit as no longer pending on its card (it left by a transfer or a refund): the
 * credit's CHECK (settled + reversed <= amount) refuses taking more than is open. Counted as taken too: the history
 * shows it as a row of its own, not as a reversal of the credit.
 */
export async function takeFromCredit(tx: Executor, ref: string, amountMicro: bigint): Promise<void> {
  await tx
    .update(cardCredits)
    .set({
      reversedMicro: sql`${cardCredits.reversedMicro} + ${amountMicro}::bigint`,
      takenMicro: sql`${cardCredits.takenMicro} + ${amountMicro}::bigint`,
    })
    .where(eq(cardCredits.ref, ref))
}
