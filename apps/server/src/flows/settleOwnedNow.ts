import { and, eq, gt, inArray, isNotNull, isNull, min } from 'drizzle-orm'
import { cards } from '../db/schema/cards'
import { paymentCredits } from '../db/schema/payments'
import { settlePendingTopups } from '../ledger'
import { approveProcessingApplications } from '../modules/issuer'
import { markRecheckFrom, watcherRpc } from '../modules/watcher'
import { finalizedBlock } from '../runtime/chain/finalizedBlock'
import type { PaymentsContext } from '../runtime/paymentsContext'
import { creditRebate } from './creditRebate'
import { sweepFinalActivations } from './rewardFinalActivations'
import { recheckDeposits } from './watchDeposits'

export type SettleOwnedNowParameters = {
  ownerAddress: string
  /** Pay the membership rebate of each settled top-up (MEMBERSHIP_ENABLED). */
  rebates: boolean
  /** Cards wait for their owner's accepted enrollment (ISSUER_KYC). */
  requireCardholder: boolean
}

/**
 * The sandbox's "settle now" (`POST /api/sandbox/settle`) for one person: their processing applications are
 * approved, every credit of theirs whose block is still canonical is taken as final (the watcher's re-check at
 * depth 0: the waiting is skipped, not the check; a block that left the chain is handled as a reorg), and their final
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
  await approveProcessingApplications(ctx.db, now, {
    cardIds,
    requireCardholder: p.requireCardholder,
  })
  // The watcher's own re-check, at depth 0 and on these cards only: a block still canonical makes its credits
  // final; one that left the chain is handled as the watcher handles a reorg.
  for (const { runtime: chain, client } of ctx.chains.list) {
    const rpc = watcherRpc({})
    const head = await rpc('eth_blockNumber', () => client.getBlockNumber({ cacheTime: 0 }))
    await recheckDeposits({
      ctx,
      chain: { ...chain, finality: { kind: 'depth', depth: 0 } },
      client,
      rpc,
      head,
      deepFrom: null,
      cardIds,
    })
    // Credits taken for final here before their block is final on the chain stay marked for the watcher's deep
    // re-check until it is: the scanner sees a reorg only below its cursor, and a credit made on its report can
    // be above it, so a reorg that removed its block left the credit (settled just now) standing.
    const finalized = await finalizedBlock(chain.finality, head, client, rpc)
    const [early] = await ctx.db
      .select({ from: min(paymentCredits.blockNumber) })
      .from(paymentCredits)
      .where(
        and(
          eq(paymentCredits.chainId, chain.id),
          inArray(paymentCredits.cardId, cardIds),
          isNotNull(paymentCredits.finalAt),
          isNull(paymentCredits.orphanedAt),
          gt(paymentCredits.blockNumber, finalized),
        ),
      )
    if (early?.from != null) await markRecheckFrom(ctx.db, chain.id, early.from)
  }
  // An order these credits activated rewards its inviter now that its money is final (exactly once).
  await sweepFinalActivations(ctx.db, now)
  await settlePendingTopups(ctx.db, {
    now,
    delayMs: 0,
    onPartSettled: p.rebates ? creditRebate : undefined,
    cardIds,
  })
}
