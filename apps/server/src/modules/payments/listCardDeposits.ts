import { type CardDeposit, formatUsd, stableToMicroUsd } from '@chaincard/domain'
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { Db } from '../../db'
import { chainCursors, payments } from '../../db/schema/payments'
import type { ChainClients } from '../../plugins/chainClients'

/** How many deposits the page follows (newest first). */
const LIMIT = 20

/**
 * `GET /api/card/{id}/deposits` for the card's owner (the caller checks ownership): the payments that reached
 * the card's address, newest first: on chain and confirming, with their confirmations counted against the
 * watcher's last head (the same count as the stream's `deposit.confirming`), or credited. A reported hash not
 * on chain yet, a reverted, dropped or invalid transaction is not a deposit.
 */
export async function listCardDeposits(db: Db, chains: ChainClients, cardId: string): Promise<CardDeposit[]> {
  const rows = await db
    .select({
      id: payments.id,
      chainId: payments.chainId,
      txHash: payments.txHash,
      status: payments.status,
      blockNumber: payments.blockNumber,
      amountBase: payments.amountBase,
      creditedMicro: payments.creditedMicro,
      createdAt: payments.createdAt,
      head: chainCursors.headBlock,
    })
    .from(payments)
    .leftJoin(chainCursors, eq(chainCursors.chainId, payments.chainId))
    .where(
      and(
        eq(payments.cardId, cardId),
        or(
          eq(payments.status, 'credited'),
          and(inArray(payments.status, ['seen', 'confirmed']), isNotNull(payments.blockNumber)),
        ),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(LIMIT)
  const items: CardDeposit[] = []
  for (const row of rows) {
    const chain = chains.get(row.chainId)?.runtime
    if (!chain) continue
    const required = chain.requiredConfirmations
    const credited = row.status === 'credited'
    let confirmations = required
    if (!credited) {
      const depth = row.head !== null && row.blockNumber !== null ? row.head - row.blockNumber + 1n : 0n
      confirmations = depth <= 0n ? 0 : depth >= BigInt(required) ? required : Number(depth)
    }
    let micro: bigint | null = null
    if (credited) micro = row.creditedMicro
    else if (row.amountBase !== null)
      micro = stableToMicroUsd(BigInt(row.amountBase), chain.orderCurrency.token.decimals, 'down')
    items.push({
      id: String(row.id),
      chainId: row.chainId,
      txHash: row.txHash as CardDeposit['txHash'],
      state: credited ? 'credited' : 'confirming',
      confirmations,
      required,
      amount: micro === null ? null : formatUsd(micro, 'down'),
      at: row.createdAt.toISOString(),
    })
  }
  return items
}
