import { and, eq, inArray, isNull, lte } from 'drizzle-orm'
import { cards } from '../db/schema/cards'
import { paymentCredits } from '../db/schema/payments'
import { approveProcessingApplications } from '../modules/issuer/approveProcessingApplications'
import { markCreditsFinal } from '../modules/payments'
import { watcherRpc } from '../modules/watcher/scanChain'
import type { PaymentsContext } from '../runtime/paymentsContext'
import { sweepFinalActivations } from './rewardFinalActivations'
import { settlePendingTopups } from './settlePendingTopups'

export type SettleOwnedNowParameters = {
  ownerAddress: string
  /** Pay the membership rebate of each settled top-up (MEMBERSHIP_ENABLED). */
  rebates: boolean
}

/**
 * The sandbox's "settle now" (`POST /api/sandbox/settle`) for one person: their processing applications are
 * approved, every credit of theirs whose block is still canonical is taken as final (depth 0: the waiting is
 * skipped, not the check; a block that left the chain is left to the watcher's reorg handling), and their final
 * credits settle without SETTLEMENT_DELAY. Nobody else's money moves: on a shared sandbox one person's settle
 * must not settle another's pending top-up under their eyes (it did, and an end-to-end journey that was looking
 * at its pending top-up saw it settle when a parallel journey settled its own card).
 */
export async function settleOwnedNow(ctx: PaymentsContext, p: SettleOwnedNowParameters): Promise<void> {
  const now = ctx.now()
  const owned = await ctx.db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.ownerAddress, p.ownerAddress.toLowerCase()))
  const cardIds = owned.map((c) => c.id)
  if (cardIds.length === 0) return
  await approveProcessingApplications(ctx.db, now, { cardIds })
  for (const { runtime: chain, client } of ctx.chains.list) {
    const rpc = watcherRpc({})
    const head = await rpc('eth_blockNumber', () => client.getBlockNumber({ cacheTime: 0 }))
    const blocks = await ctx.db
      .selectDistinct({ blockNumber: paymentCredits.blockNumber, blockHash: paymentCredits.blockHash })
      .from(paymentCredits)
      .where(
        and(
          eq(paymentCredits.chainId, chain.id),
          inArray(paymentCredits.cardId, cardIds),
          isNull(paymentCredits.finalAt),
          isNull(paymentCredits.orphanedAt),
          lte(paymentCredits.blockNumber, head),
        ),
      )
    for (const { blockNumber, blockHash } of blocks) {
      const block = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber }))
      if (block.hash?.toLowerCase() !== blockHash) continue
      await ctx.db.transaction((tx) =>
        markCreditsFinal(tx, { chainId: chain.id, blockNumber, blockHash, now, cardIds }),
      )
    }
  }
  // An order these credits activated rewards its inviter now that its money is final (exactly once).
  await sweepFinalActivations(ctx.db, now)
  await settlePendingTopups(ctx.db, { now, delayMs: 0, rebates: p.rebates, cardIds })
}
