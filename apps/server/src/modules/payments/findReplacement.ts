import { and, desc, eq, gte, ne } from 'drizzle-orm'
import { type Address, type Hash, type PublicClient, TransactionNotFoundError } from 'viem'
import type { Executor } from '../../db'
import { payments } from '../../db/schema/payments'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'
import { directRpc } from './observeTransaction'

/** How many of the card's recent payments are checked for being the replacement. */
const MAX_CANDIDATES = 10

/**
 * The hash of a transaction that replaced (same sender and nonce) a reported one, among the payments the
 * chain has shown for the same card since the report (the watcher records every transfer to the card).
 * Null when none of them is from that sender with that nonce (yet).
 */
export async function findReplacement(
  db: Executor,
  client: PublicClient,
  p: { chainId: number; cardId: string; txHash: string; sender: Address; nonce: number; since: Date },
  rpc: WatcherRpc = directRpc,
): Promise<Hash | null> {
  const candidates = await db
    .select({ txHash: payments.txHash })
    .from(payments)
    .where(
      and(
        eq(payments.chainId, p.chainId),
        eq(payments.cardId, p.cardId),
        ne(payments.txHash, p.txHash),
        gte(payments.createdAt, new Date(p.since.getTime() - 60 * 60_000)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(MAX_CANDIDATES)
  for (const { txHash } of candidates) {
    const tx = await rpc('eth_getTransactionByHash', () =>
      client.getTransaction({ hash: txHash as Hash }),
    ).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null
      throw error
    })
    if (tx && tx.from.toLowerCase() === p.sender.toLowerCase() && tx.nonce === p.nonce) return txHash as Hash
  }
  return null
}
