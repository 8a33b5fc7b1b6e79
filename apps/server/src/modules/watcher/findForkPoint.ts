import type { PublicClient } from 'viem'
import type { Executor } from '../../db'
import { newestHeldCreditBelow, oldestHeldCreditBlock, readCheckpoints } from './repo/checkpoints'
import type { WatcherRpc } from './scanChain'

/** Where the scanner steps back to when it holds no block hash at all to compare (a chain just started). */
export const REORG_REWIND_WITHOUT_CHECKPOINTS = 64n

export type FindForkPointParameters = {
  db: Executor
  chainId: number
  client: PublicClient
  rpc: WatcherRpc
  /** Kept hashes are compared below this block only. */
  below: bigint
  /**
   * True when a block at `below` is known to have left the chain (the cursor's): there is a fork below it.
   * False when the node's head is only lower than the cursor (a reorg onto a shorter chain, or a node behind
   * the others): then a fork is reported only when the newest credit or the newest kept hash below `below`
   * has changed (two calls).
   */
  staleAbove: boolean
}

export type ForkPoint = {
  /** The first block that may differ: the scanner rescans from here and re-checks every credit from here on. */
  fromBlock: bigint
  /** The hash of the block before `fromBlock`, checked canonical now (the cursor's next check), or null. */
  prevBlockHash: string | null
  /** Blocks looked up on the chain (one RPC call each). */
  compared: number
}

/**
 * The fork point of a reorg, however deep: a bisection of the scanner's kept hashes (chain_checkpoints, one per
 * 256 blocks) against the canonical chain. A kept block still canonical means every block below it is too (a
 * block fixes its ancestors), so the kept hashes are canonical up to some point and replaced after it: the
 * newest one is compared first (one call when the fork is above every kept hash), then about log2(kept) more.
 * The fork lies after the newest canonical one. When none is canonical any more, the walk goes back to the
 * oldest credit the watcher still holds (or the oldest kept hash, if older): below that there is no credit
 * the reorg could take away. Returns null only when `staleAbove` is false and nothing kept has changed.
 */
export async function findForkPoint(p: FindForkPointParameters): Promise<ForkPoint | null> {
  let compared = 0
  let staleAbove = p.staleAbove
  if (!staleAbove) {
    // No block known gone: the newest credit at or below the head is compared first (one call), so a reorg
    // onto a shorter chain that took a credit away is not left waiting until the head passes the cursor.
    const credit = await newestHeldCreditBelow(p.db, p.chainId, p.below)
    if (credit) {
      compared++
      const block = await p.rpc('eth_getBlockByNumber', () =>
        p.client.getBlock({ blockNumber: credit.blockNumber }),
      )
      if (block.hash?.toLowerCase() !== credit.blockHash) staleAbove = true
    }
  }
  const points = await readCheckpoints(p.db, p.chainId, p.below)
  const canonical = async (i: number): Promise<boolean> => {
    const point = points[i]!
    compared++
    const block = await p.rpc('eth_getBlockByNumber', () =>
      p.client.getBlock({ blockNumber: point.blockNumber }),
    )
    return block.hash?.toLowerCase() === point.blockHash
  }
  // Invariant: points[lo] is canonical (or lo = -1), points[hi] is not (or hi = points.length).
  let lo = -1
  let hi = points.length
  if (hi > 0) {
    if (await canonical(hi - 1)) lo = hi - 1
    else hi -= 1
  }
  if (lo === points.length - 1 && !staleAbove) return null
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (await canonical(mid)) lo = mid
    else hi = mid
  }
  if (lo >= 0) {
    const point = points[lo]!
    return { fromBlock: point.blockNumber + 1n, prevBlockHash: point.blockHash, compared }
  }
  const oldest = [await oldestHeldCreditBlock(p.db, p.chainId), points[0]?.blockNumber ?? null].filter(
    (n): n is bigint => n !== null,
  )
  const fromBlock =
    oldest.length > 0
      ? oldest.reduce((m, n) => (n < m ? n : m))
      : p.below > REORG_REWIND_WITHOUT_CHECKPOINTS
        ? p.below - REORG_REWIND_WITHOUT_CHECKPOINTS
        : 0n
  return { fromBlock: fromBlock < p.below ? fromBlock : p.below, prevBlockHash: null, compared }
}
