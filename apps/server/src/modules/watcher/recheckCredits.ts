import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import type { Tx } from '../../db'
import { paymentCredits } from '../../db/schema/payments'
import { finalizedBlock } from '../../runtime/chain/finalizedBlock'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import type { WatcherRpc } from './scanChain'

/** Distinct blocks re-checked per pass at most, per queue (the rest wait for the next pass, oldest first). */
const RECHECK_BLOCKS_PER_PASS = 200

/**
 * The money steps of a re-check, handed in by the flow that runs it (the deposit flow passes the payments
 * module's): the watcher decides what is final or gone, these move the money, exactly once.
 */
export type RecheckSteps = {
  /** Marks the credits of a block still holding `blockHash` final (settlement may then move them). */
  markFinal(
    tx: Tx,
    p: { chainId: number; blockNumber: bigint; blockHash: string; now: Date; cardIds?: readonly string[] },
  ): Promise<{ final: number }>
  /** A credited payment whose block left the chain: kept (moved), reversed, or a shortfall. */
  handleGone(
    ctx: PaymentsContext,
    chain: ChainRuntime,
    client: PublicClient,
    paymentId: number,
  ): Promise<'moved' | 'reversed' | 'shortfall' | 'unchanged' | 'waiting'>
}

export type RecheckCreditsParameters = {
  ctx: PaymentsContext
  steps: RecheckSteps
  chain: ChainRuntime
  client: PublicClient
  rpc: WatcherRpc
  head: bigint
  /**
   * Set after the cursor found a reorg: final credits from this block on are re-checked too (a reorg deeper
   * than finality), not only the credits still waiting for finality.
   */
  deepFrom: bigint | null
  /** Distinct blocks per queue and pass (RECHECK_BLOCKS_PER_PASS; tests cross the page boundary with less). */
  pageSize?: number
  /** Only these cards' credits (the sandbox's settle-now of one person); default: every card's. */
  cardIds?: readonly string[]
}

export type RecheckCreditsReturnType = {
  /** Blocks whose hash was compared with the canonical chain. */
  checked: number
  /** Payments whose credit became final (settleable). */
  final: number
  /** Payments re-included in another block (credit kept). */
  moved: number
  /** Payments whose pending credit was reversed. */
  reversed: number
  /** Payments already settled when their transfer vanished (reorg_shortfall). */
  shortfalls: number
  /**
   * Blocks past finality (at or below the node's finalized block, or holding credits made final, whatever the
   * head is now) read with another hash than the credits' twice: a reorg past finality (the credits are handled
   * like any reorged credit; the runtime logs it loudly and counts it).
   */
  pastFinality: number
  /** Such blocks read with another hash once, then with the credits' one: a stale node, nothing done. */
  staleForkReads: number
  /**
   * With `deepFrom`: where the re-check of final credits goes on next pass: the lowest block still waiting for
   * finality on the chain (canonical but above its finalized block, or above the head), or still unresolved
   * (a stale read, a payment that could not move yet), else the block after the last page when the page was
   * full; null once every final credit from `deepFrom` on was compared and is final on the chain. Undefined
   * without `deepFrom`.
   */
  deepNext?: bigint | null
}

/**
 * Finality before spendability (DESIGN "Deposits and payments"): every pass compares the stored hash of each
 * block holding credits that are not final yet (and, after a reorg, of final ones from `deepFrom` on) with
 * the canonical chain. Still canonical and at or below the chain's finalized block: final, so settlement may
 * move it (and the deposit flow's referral sweep after the re-check rewards the inviter of an order it activated,
 * flows/rewardFinalActivations). No longer canonical:
 * the payment is looked up again (`steps.handleGone`: payments' handleReorgedPayment).
 */
export async function recheckCredits(p: RecheckCreditsParameters): Promise<RecheckCreditsReturnType> {
  const { ctx, chain, client, rpc, head } = p
  const pageSize = p.pageSize ?? RECHECK_BLOCKS_PER_PASS
  const result: RecheckCreditsReturnType = {
    checked: 0,
    final: 0,
    moved: 0,
    reversed: 0,
    shortfalls: 0,
    pastFinality: 0,
    staleForkReads: 0,
  }
  const held = and(
    eq(paymentCredits.chainId, chain.id),
    isNull(paymentCredits.orphanedAt),
    p.cardIds ? inArray(paymentCredits.cardId, [...p.cardIds]) : undefined,
  )
  const live = and(held, lte(paymentCredits.blockNumber, head))
  // Credits waiting for finality, oldest first; and after a reorg deeper than finality, final ones from
  // `deepFrom` on, oldest first, in a slice of their own (so the finality queue cannot starve them). Each is a
  // page of whole blocks (every hash the credits of a block hold), so the next page starts at a block boundary.
  const waiting = await pageOfBlocks(ctx, and(live, isNull(paymentCredits.finalAt)), pageSize)
  const deep =
    p.deepFrom === null
      ? { pairs: [], full: false }
      : await pageOfBlocks(
          ctx,
          and(held, isNotNull(paymentCredits.finalAt), gte(paymentCredits.blockNumber, p.deepFrom)),
          pageSize,
        )
  // Where the deep re-check must go on from: the lowest block still to look at again (see deepNext).
  const deepPending: bigint[] = []
  // A final credit above the head (a reorg onto a shorter branch, or a node behind the others) is compared once
  // the head passes it: the mark stays from there. Taking it for gone now could reverse a credit a lagging
  // node merely does not show yet.
  const above = deep.pairs.find((b) => b.blockNumber > head)
  if (above) deepPending.push(above.blockNumber)
  const deepBlocks = deep.pairs.filter((b) => b.blockNumber <= head)
  const blocks = [...waiting.pairs, ...deepBlocks]
  if (blocks.length > 0) await recheckBlocks(blocks, new Set(deepBlocks.map((b) => b.blockNumber)))
  if (p.deepFrom !== null) {
    const lowest = deepPending.reduce<bigint | null>((m, n) => (m === null || n < m ? n : m), null)
    result.deepNext = lowest ?? (deep.full ? deep.pairs.at(-1)!.blockNumber + 1n : null)
  }
  return result

  async function recheckBlocks(blocks: BlockPair[], deepSet: Set<bigint>): Promise<void> {
    const finalized = await finalizedBlock(chain.finality, head, client, rpc)
    const readHash = async (blockNumber: bigint) => {
      const block = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockNumber }))
      return block.hash?.toLowerCase() ?? null
    }
    const canonical = new Map<bigint, string | null>()
    for (const { blockNumber } of blocks) {
      if (canonical.has(blockNumber)) continue
      canonical.set(blockNumber, await readHash(blockNumber))
      result.checked++
    }
    // A block is past finality when it is at or below the finalized block now, or when its credits were made
    // final (it was at or below the finalized block then): a new branch still shorter than the old one puts the
    // finalized block below them, but their money may have settled. Another hash than ours for such a block
    // must be read twice before it counts (a node on a stale minority fork answers once, not twice): the second
    // read decides.
    const wasFinal = (blockNumber: bigint) => blockNumber <= finalized || deepSet.has(blockNumber)
    const again = new Map<bigint, string | null>()
    for (const { blockNumber, blockHash } of blocks) {
      if (!wasFinal(blockNumber) || canonical.get(blockNumber) === blockHash || again.has(blockNumber))
        continue
      again.set(blockNumber, await readHash(blockNumber))
    }
    const now = ctx.now()
    const pastFinality = new Set<bigint>()
    for (const { blockNumber, blockHash } of blocks) {
      const isDeep = deepSet.has(blockNumber)
      if (canonical.get(blockNumber) === blockHash) {
        if (blockNumber <= finalized) {
          result.final += await ctx.db.transaction(
            async (tx) =>
              (
                await p.steps.markFinal(tx, {
                  chainId: chain.id,
                  blockNumber,
                  blockHash,
                  now,
                  ...(p.cardIds ? { cardIds: p.cardIds } : {}),
                })
              ).final,
          )
        } else if (isDeep) deepPending.push(blockNumber) // final here, not on the chain yet: looked at again
        continue
      }
      if (again.has(blockNumber)) {
        if (again.get(blockNumber) === blockHash) {
          result.staleForkReads++
          if (isDeep) deepPending.push(blockNumber)
          continue
        }
        pastFinality.add(blockNumber)
      }
      if (!(await handleStale(blockNumber, blockHash)) && isDeep) deepPending.push(blockNumber)
    }
    result.pastFinality = pastFinality.size
  }

  /** The payments of a block's credits whose block left the chain; false when some could not move yet. */
  async function handleStale(blockNumber: bigint, blockHash: string): Promise<boolean> {
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
        const outcome = await p.steps.handleGone(ctx, chain, client, paymentId)
        if (outcome === 'moved') result.moved++
        else if (outcome === 'reversed') result.reversed++
        else if (outcome === 'shortfall') result.shortfalls++
        else if (outcome === 'waiting') waiting.push(paymentId)
      }
      if (waiting.length === queue.length) return false // no progress: the next pass tries again
      queue = waiting
    }
    return true
  }
}

type BlockPair = { blockNumber: bigint; blockHash: string }

/**
 * The (block, hash) pairs of the credits matching `where`, for the oldest `pageSize` distinct blocks: whole
 * blocks, so a page never ends between two hashes of one block. `full`: there may be more after it.
 */
async function pageOfBlocks(
  ctx: PaymentsContext,
  where: SQL | undefined,
  pageSize: number,
): Promise<{ pairs: BlockPair[]; full: boolean }> {
  const numbers = await ctx.db
    .selectDistinct({ blockNumber: paymentCredits.blockNumber })
    .from(paymentCredits)
    .where(where)
    .orderBy(asc(paymentCredits.blockNumber))
    .limit(pageSize)
  const last = numbers.at(-1)?.blockNumber
  if (last === undefined) return { pairs: [], full: false }
  const pairs = await ctx.db
    .selectDistinct({ blockNumber: paymentCredits.blockNumber, blockHash: paymentCredits.blockHash })
    .from(paymentCredits)
    .where(and(where, lte(paymentCredits.blockNumber, last)))
    .orderBy(asc(paymentCredits.blockNumber), asc(paymentCredits.blockHash))
  return { pairs, full: numbers.length === pageSize }
}
