import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cardLedger } from '../../db/schema/cards'

export type LedgerEntry = {
  cardId: string
  pendingDelta: bigint
  meta: Record<string, unknown> | null
  createdAt: Date
}

/** The ledger row of a movement by its unique ref, or null (to answer a repeated request with the first one). */
export async function findLedgerEntry(tx: Executor, ref: string): Promise<LedgerEntry | null> {
  const [row] = await tx
    .select({
      cardId: cardLedger.cardId,
      pendingDelta: cardLedger.pendingDelta,
      meta: cardLedger.meta,
      createdAt: cardLedger.createdAt,
    })
    .from(cardLedger)
    .where(eq(cardLedger.ref, ref))
  return row ?? null
}
