import type { PublicClient } from 'viem'
import type { Executor } from '../../db'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'
import {
  type Checkpoint,
  countFinalCreditBlocks,
  finalCreditBlockAt,
  newestHeldCreditBelow,
  oldestHeldCreditBlock,
  readCheckpoints,
} from './repo/checkpoints'

/** Where the scanner steps back to when it holds no block hash at all to compare (a chain just started). */
const REORG_REWIND_WITHOUT_CHECKPOINTS = 64n

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
 * The fork point of a reorg, however deep: a bisection of stored block hashes against the canonical chain. A
 * stored block still canonical means every block below it is too (a block fixes its ancestors), so stored
 * hashes are canonical up to some point and replaced after it, and the fork lies after the newest canonical
 * one. First the scanner's kept hashes (chain_checkpoints, one per 256 blocks): the newest is compared first
 * (one call when the fork is above all of them), then about log2(kept) more. When none of them is canonical any
 * more (or none is kept yet, as just after an upgrade), the blocks of the final credits below them are
 * bisected the same way, down to the oldest credit the watcher still holds: the walk is bounded by that credit,
 * below which there is nothing a reorg could take away. Returns null only when `staleAbove` is false and
 * nothing stored has changed.
 */
export async function findForkPoint(p: FindForkPointParameters): Promise<ForkPoint | null> {
  let compared = 0
  const isCanonical = async (point: Checkpoint): Promise<boolean> => {
    compared++
    const block = await p.rpc('eth_getBlockByNumber', () =>
      p.client.getBlock({ blockNumber: point.blockNumber }),
    )
    return block.hash?.toLowerCase() === point.blockHash
  }
  let staleAbove = p.staleAbove
  if (!staleAbove) {
    // No block known gone: the newest credit at or below the head is compared first (one call), so a reorg
    // onto a shorter chain that took a credit away is not left waiting until the head passes the cursor.
    const credit = await newestHeldCreditBelow(p.db, p.chainId, p.below)
    if (credit && !(await isCanonical(credit))) staleAbove = true
  }
  const kept = await readCheckpoints(p.db, p.chainId, p.below)
  const found = await newestCanonical(kept.length, async (i) => kept[i]!, isCanonical)
  if (found === 'all' && !staleAbove) return null
  if (found !== 'all' && found !== null) {
    return { fromBlock: found.blockNumber + 1n, prevBlockHash: found.blockHash, compared }
  }
  if (found === 'all') {
    const newest = kept.at(-1)
    if (newest) return { fromBlock: newest.blockNumber + 1n, prevBlockHash: newest.blockHash, compared }
  }
  // Nothing kept is canonical (or nothing is kept): the final credits' blocks below the oldest kept hash.
  const below = kept[0]?.blockNumber ?? p.below
  const credits = await countFinalCreditBlocks(p.db, p.chainId, below)
  const credit = await newestCanonical(
    credits,
    (i) => finalCreditBlockAt(p.db, p.chainId, below, i),
    isCanonical,
  )
  if (credit !== 'all' && credit !== null) {
    return { fromBlock: credit.blockNumber + 1n, prevBlockHash: credit.blockHash, compared }
  }
  if (credit === 'all' && credits > 0) {
    const newest = await finalCreditBlockAt(p.db, p.chainId, below, credits - 1)
    return { fromBlock: newest.blockNumber + 1n, prevBlockHash: newest.blockHash, compared }
  }
  // None canonical: back to the oldest thing held (nothing held at all: a short fixed step, no money at stake).
  const oldest = [await oldestHeldCreditBlock(p.db, p.chainId), kept[0]?.blockNumber ?? null].filter(
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

/**
 * The newest of `n` stored hashes (oldest first, read by index) still canonical, by bisection: the newest is
 * compared first. `all` when that newest one is canonical (then every one is), null when none is.
 */
async function newestCanonical(
  n: number,
  at: (i: number) => Promise<Checkpoint>,
  isCanonical: (point: Checkpoint) => Promise<boolean>,
): Promise<Checkpoint | 'all' | null> {
  if (n === 0) return 'all'
  if (await isCanonical(await at(n - 1))) return 'all'
  // Invariant: the hash at lo is canonical (or lo = -1), the one at hi is not.
  let lo = -1
  let hi = n - 1
  let best: Checkpoint | null = null
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    const point = await at(mid)
    if (await isCanonical(point)) {
      lo = mid
      best = point
    } else hi = mid
  }
  return best
}
