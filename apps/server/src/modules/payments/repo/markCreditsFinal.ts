import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cardCredits } from '../../../db/schema/ledger'
import { paymentCredits } from '../../../db/schema/payments'

export type MarkCreditsFinalReturnType = {
  /** Payments whose credit became final. */
  final: number
  /** Their cards (whose activations the referral sweep then looks at: sweepFinalActivations). */
  cardIds: string[]
}

/**
 * Marks the credited transfers of block `blockNumber` (still holding `blockHash`) final, and the credit of
 * every payment whose transfers are now all final: from then on settlement may move it into the balance.
 */
export async function markCreditsFinal(
  db: Executor,
  p: {
    chainId: number
    blockNumber: bigint
    blockHash: string
    now: Date
    /** Only these cards' credits (the sandbox's settle-now of one person); default: every credit of the block. */
    cardIds?: readonly string[]
  },
): Promise<MarkCreditsFinalReturnType> {
  const marked = await db
    .update(paymentCredits)
    .set({ finalAt: p.now })
    .where(
      and(
        eq(paymentCredits.chainId, p.chainId),
        eq(paymentCredits.blockNumber, p.blockNumber),
        eq(paymentCredits.blockHash, p.blockHash),
        isNull(paymentCredits.finalAt),
        ...(p.cardIds ? [inArray(paymentCredits.cardId, [...p.cardIds])] : []),
      ),
    )
    .returning({ paymentId: paymentCredits.paymentId })
  const paymentIds = [...new Set(marked.map((r) => r.paymentId))]
  if (paymentIds.length === 0) return { final: 0, cardIds: [] }
  const unfinal = db
    .select({ one: sql`1` })
    .from(paymentCredits)
    .where(and(eq(paymentCredits.paymentId, cardCredits.paymentId), isNull(paymentCredits.finalAt)))
  const finals = await db
    .update(cardCredits)
    .set({ finalAt: p.now })
    .where(and(inArray(cardCredits.paymentId, paymentIds), isNull(cardCredits.finalAt), notExists(unfinal)))
    .returning({ cardId: cardCredits.cardId })
  return { final: finals.length, cardIds: [...new Set(finals.map((f) => f.cardId))] }
}
