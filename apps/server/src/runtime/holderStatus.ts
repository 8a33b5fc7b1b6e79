import type { AppContext } from './appContext'
import { isNftHolder, NftCheckError } from './isNftHolder'

/**
 * A fresh NFT holder check where a chain that cannot be read counts as "not a holder" (a holder's
 * invitation code past its limit: the code is then refused, not granted). Paths that grant the nft
 * program call `isNftHolder` and fail with 503 instead.
 */
export async function isNftHolderOrFalse(ctx: AppContext, owner: string): Promise<boolean> {
  try {
    return await isNftHolder(ctx.chains, ctx.nftCollection, owner)
  } catch (error) {
    if (error instanceof NftCheckError) return false
    throw error
  }
}

/**
 * NFT holder status for display paths (card list, invitation count), through the app's holder cache
 * (positives remembered 30 s, negatives never, concurrent reads shared: `createHolderStatusCache`). A
 * chain that cannot be read counts as "not a holder" there, so those pages still load.
 */
export async function displayedHolderStatus(ctx: AppContext, owner: string): Promise<boolean> {
  try {
    return await ctx.holderStatus.isHolder(owner)
  } catch (error) {
    if (error instanceof NftCheckError) return false
    throw error
  }
}
