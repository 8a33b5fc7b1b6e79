import type { CardsContext } from '../cards/cardsContext'
import { isNftHolder, NftCheckError } from './isNftHolder'

/**
 * NFT holder status for display paths (card list, invitation count): a chain that cannot be read counts as
 * "not a holder" there, so those pages still load. Paths that grant something (nft orders) call
 * `isNftHolder` and fail with 503 instead.
 */
export async function isNftHolderOrFalse(ctx: CardsContext, owner: string): Promise<boolean> {
  try {
    return await isNftHolder(ctx.chains, ctx.nftCollection, owner)
  } catch (error) {
    if (error instanceof NftCheckError) return false
    throw error
  }
}
