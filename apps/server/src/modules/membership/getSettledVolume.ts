import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cardLedger, cards } from '../../db/schema/cards'

/**
 * Settled top-up volume of a user in `[from, to)`, micro-USD: the sum of the `settlement` ledger rows
 * (pending moved into balance) of every card they own. 0 without any.
 */
export async function getSettledVolume(db: Executor, address: string, from: Date, to: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cardLedger.balanceDelta}), 0)::text` })
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .where(
      and(
        eq(cards.ownerAddress, address.toLowerCase()),
        eq(cardLedger.kind, 'settlement'),
        gte(cardLedger.createdAt, from),
        lt(cardLedger.createdAt, to),
      ),
    )
  return BigInt(row?.total ?? '0')
}
