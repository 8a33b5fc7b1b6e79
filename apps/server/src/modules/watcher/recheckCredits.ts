import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import { paymentCredits } from '../../db/schema/payments'
import { rewardFinalActivations } from '../orders/rewardFinalActivations'
import { handleReorgedPayment } from '../payments/handleReorgedPayment'
import type { PaymentsContext } from '../payments/paymentsContext'
import { markCreditsFinal } from '../payments/repo/markCreditsFinal'
import { finalizedBlock } from './finalizedBlock'
import type { WatcherRpc } from './scanChain'

/** Distinct blocks re-checked per pass at most (the rest wait for the next pass, oldest first). */
export const RECHECK_BLOCKS_PER_PASS = 200

export type RecheckCreditsParameters = {
  ctx: PaymentsContext
  chain: ChainRuntime
  client: PublicClient
  rpc: WatcherRpc
  head: bigint
  /**
   * Set after the cursor found a reorg: final credits from this block on are re-checked too (a reorg deeper
   * than finality), not only the credits still waiting for finality.
   */
  deepFrom: bigint | null
}

export type RecheckCreditsReturnType = {
  /** Blocks whose hash was compared with the canonical chain. */
  checked: number
  /** Payments whose credit became final (settleable). */
  final: number
  /** Referral rewards granted because the credit that activated an order became final. */
  referrals: number
  /** Payments re-included in another block (credit kept). */
  moved: number
  /** Payments whose pending credit was reversed. */
  reversed: number
  /** Payments already settled when their transfer vanished (reorg_shortfall). */
  shortfalls: number
  /**
   * With `deepFrom`: where the re-check of final credits goes on next pass (the block after the last one
   * compared, or the first credit above the head), or null once every final credit from `deepFrom` on was
   * compared. Undefined without `deepFrom`.
   */
  deepNext?: bigint | null
}

/**
 * Finality before spendability (DESIGN "Deposits and payments"): every pass compares the stored hash of each
 * block holding credits that are not final yet (and, after a reorg, of final ones from `deepFrom` on) with
 * the canonical chain. Still canonical and at or below the chain's finalized block: final, so settlement may
 * move it, and an order it activated rewards its inviter now (rewardFinalActivations). No longer canonical:
 * the payment is looked up again (handleReorgedPayment).
 */
export async function recheckCredits(p: RecheckCreditsParameters): Promise<RecheckCreditsReturnType> {
  const { ctx, chain, client, rpc, head } = p
  const result: RecheckCreditsReturnType = {
    checked: 0,
    final: 0,
    referrals: 0,
    moved: 0,
    reversed: 0,
    shortfalls: 0,
  }
  const blockOf = { blockNumber: paymentCredits.blockNumber, blockHash: paymentCredits.blockHash }
  const held = and(eq(paymentCredits.chainId, chain.id), isNull(paymentCredits.orphanedAt))
  const live = and(held, lte(paymentCredits.blockNumber, head))
  // Credits waiting for finality, oldest first; and after a reorg deeper than finality, final ones from
  // `deepFrom` on, oldest first, in a slice of their own (so the finality queue cannot starve them).
  const waiting = await ctx.db
    .selectDistinct(blockOf)
    .from(paymentCredits)
    .where(and(live, isNull(paymentCredits.finalAt)))
    .orderBy(asc(paymentCredits.blockNumber))
    .limit(RECHECK_BLOCKS_PER_PASS)
  const deep =
    p.deepFrom === null
      ? []
      : await ctx.db
          .selectDistinct(blockOf)
          .from(paymentCredits)
          .where(and(held, isNotNull(paymentCredits.finalAt), gte(paymentCredits.blockNumber, p.deepFrom)))
          .orderBy(asc(paymentCredits.blockNumber))
          .limit(RECHECK_BLOCKS_PER_PASS)
  // A final credit above the head (a reorg onto a shorter branch, or a node behind the others) is compared once
  // the head passes it: the mark stays from there. Taking it for gone now could reverse a credit a lagging
  // node merely does not show yet.
  const above = deep.find((b) => b.blockNumber > head)
  if (p.deepFrom !== null) {
    result.deepNext = above
      ? above.blockNumber
      : deep.length < RECHECK_BLOCKS_PER_PASS
        ? null
        : deep.at(-1)!.blockNumber + 1n
  }
  const blocks = [...waiting, ...deep.filter((b) => b.blockNumber <= head)]
  if (blocks.length === 0) return result
  const finalized = await finalizedBlock(chain.finality, head, client, rpc)
  const canonical = new Map<bigint, string | null>()
  for (const { blockNumber } of blocks) {
    if (canonical.has(blockNumber)) continue
    const block = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber }))
    canonical.set(blockNumber, block.hash?.toLowerCase() ?? null)
    result.checked++
  }
  const now = ctx.now()
  for (const { blockNumber, blockHash } of blocks) {
    if (canonical.get(blockNumber) === blockHash) {
      if (blockNumber <= finalized) {
        // One transaction: the credits become final and the orders they activated reward their inviters.
        result.final += await ctx.db.transaction(async (tx) => {
          const marked = await markCreditsFinal(tx, { chainId: chain.id, blockNumber, blockHash, now })
          result.referrals += await rewardFinalActivations(tx, marked.cardIds, now)
          return marked.final
        })
      }
      continue
    }
    const stale = await ctx.db
      .selectDistinct({ paymentId: paymentCredits.paymentId })
      .from(paymentCredits)
      .where(
        and(
          eq(paymentCredits.chainId, chain.id),
          eq(paymentCredits.blockNumber, blockNumber),
          eq(paymentCredits.blockHash, blockHash),
          sql`${paymentCredits.orphanedAt} IS NULL`,
        ),
      )
    // Payments of one transaction waiting for each other's log indexes go again while any of them moves.
    let queue = [...new Set(stale.map((s) => s.paymentId))]
    while (queue.length > 0) {
      const waiting: number[] = []
      for (const paymentId of queue) {
        const outcome = await handleReorgedPayment(ctx, chain, client, paymentId)
        if (outcome === 'moved') result.moved++
        else if (outcome === 'reversed') result.reversed++
        else if (outcome === 'shortfall') result.shortfalls++
        else if (outcome === 'waiting') waiting.push(paymentId)
      }
      if (waiting.length === queue.length) break // no progress: the next pass tries again
      queue = waiting
    }
  }
  return result
}
