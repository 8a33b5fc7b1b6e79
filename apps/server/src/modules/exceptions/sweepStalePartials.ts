import { and, eq, inArray, lte, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { cards } from '../../db/schema/cards'
import { depositExceptions } from '../../db/schema/exceptions'
import { payments } from '../../db/schema/payments'
import type { ChainClients } from '../../plugins/chainClients'
import { recordException } from '../../runtime/operatorQueue/recordException'

/** How long an order may sit below the minimum first top-up before a person is asked to look at it. */
const PARTIAL_STALE_AFTER_MS = 24 * 60 * 60_000

/**
 * An order paid below the minimum first top-up (`paid_partial`) whose rest has not come for a day: its money
 * sits in the order's pending top-up and the order waits, so a person should refund it or help the owner
 * finish. One `below_minimum_stale` exception per such payment (`partial:<payment>`); nothing moves.
 */
export async function sweepStalePartials(
  db: Db,
  chains: ChainClients,
  now: Date,
  staleAfterMs = PARTIAL_STALE_AFTER_MS,
): Promise<number> {
  const stale = await db
    .select({
      id: payments.id,
      chainId: payments.chainId,
      txHash: payments.txHash,
      cardId: payments.cardId,
      blockNumber: payments.blockNumber,
      blockHash: payments.blockHash,
      amountBase: payments.amountBase,
      grossMicro: payments.grossMicro,
    })
    .from(payments)
    .innerJoin(cards, eq(cards.id, payments.cardId))
    .where(
      and(
        eq(payments.status, 'credited'),
        eq(payments.exception, 'paid_partial'),
        inArray(cards.status, ['new', 'pending']),
        lte(payments.creditedAt, new Date(now.getTime() - staleAfterMs)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(depositExceptions)
            .where(eq(depositExceptions.dedupeKey, sql`'partial:' || ${payments.id}`)),
        ),
      ),
    )
    .limit(500)
  let recorded = 0
  for (const p of stale) {
    const token = chains.get(p.chainId)?.runtime.orderCurrency.token
    const { created } = await recordException(db, {
      reason: 'below_minimum_stale',
      dedupeKey: `partial:${p.id}`,
      chainId: p.chainId,
      txHash: p.txHash,
      blockNumber: p.blockNumber,
      blockHash: p.blockHash,
      tokenAddress: token?.address.toLowerCase() ?? null,
      tokenSymbol: token?.symbol ?? null,
      tokenDecimals: token?.decimals ?? null,
      amountBase: p.amountBase === null ? null : BigInt(p.amountBase),
      amountMicro: p.grossMicro,
      cardId: p.cardId,
      now,
    })
    if (created) recorded++
  }
  return recorded
}
