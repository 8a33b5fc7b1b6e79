import type { Clock } from '../deps'
import { coalesceFreshCalls } from './coalesceFreshCalls'

/** How long a positive holder status is shown without asking the chain again. */
const HOLDER_POSITIVE_TTL_MS = 30_000
/** Owners whose positive status is remembered at most (oldest dropped first): the cache cannot grow unbounded. */
const HOLDER_CACHE_MAX_ENTRIES = 10_000

export type HolderStatusCache = {
  /** The owner's holder status for display; throws what `lookup` throws. */
  isHolder(owner: string): Promise<boolean>
  /** Remembered positives (tests). */
  readonly size: number
}

export type CreateHolderStatusCacheParameters = {
  /** The on-chain check (`balanceOf` > 0). */
  lookup: (owner: string) => Promise<boolean>
  clock: Clock
  positiveTtlMs?: number
  maxEntries?: number
}

/**
 * NFT holder status for display paths (card list, invitation count), read on chain at most once per
 * concurrent burst and owner:
 * - a positive answer is remembered for `positiveTtlMs` (30 s): a holder who sells the token may still see
 *   the nft product for that long, and paths that grant something (nft orders, a holder's code past its
 *   limit) check the chain themselves;
 * - a negative answer is never remembered, so a wallet that has just minted is a holder on its next
 *   request; concurrent requests share one read that started after they all arrived (`coalesceFreshCalls`).
 */
export function createHolderStatusCache({
  lookup,
  clock,
  positiveTtlMs = HOLDER_POSITIVE_TTL_MS,
  maxEntries = HOLDER_CACHE_MAX_ENTRIES,
}: CreateHolderStatusCacheParameters): HolderStatusCache {
  // owner -> time (ms) until which the owner counts as a holder. Map order = insertion order (oldest first).
  const positives = new Map<string, number>()
  const reads = coalesceFreshCalls<string, boolean>()

  const remember = (owner: string, until: number) => {
    positives.delete(owner)
    positives.set(owner, until)
    while (positives.size > maxEntries) {
      const oldest = positives.keys().next().value
      if (oldest === undefined) break
      positives.delete(oldest)
    }
  }

  return {
    async isHolder(address) {
      const owner = address.toLowerCase()
      const until = positives.get(owner)
      if (until !== undefined) {
        if (clock.now().getTime() < until) return true
        positives.delete(owner)
      }
      return reads.run(owner, async () => {
        const holder = await lookup(owner)
        if (holder) remember(owner, clock.now().getTime() + positiveTtlMs)
        else positives.delete(owner)
        return holder
      })
    },
    get size() {
      return positives.size
    },
  }
}
