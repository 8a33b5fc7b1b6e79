import { type Address, erc721Abi, getAddress } from 'viem'
import type { ChainClients } from '../plugins/chainClients'
import type { NftCollection } from './nftCollection'

export class NftCheckError extends Error {
  override readonly name = 'NftCheckError' as const
  readonly shortMessage = 'could not read the NFT collection'
  constructor(options?: { cause?: unknown }) {
    super('could not read the NFT collection', options)
  }
}

/**
 * True when `owner` holds at least one token of the collection (ERC-721 `balanceOf` on chain). False
 * without a configured collection. Throws `NftCheckError` when the chain cannot be read.
 */
export async function isNftHolder(
  chains: ChainClients,
  collection: NftCollection | null,
  owner: string,
): Promise<boolean> {
  if (!collection) return false
  const chain = chains.get(collection.chainId)
  if (!chain) return false
  try {
    const balance = await chain.client.readContract({
      address: collection.address,
      abi: erc721Abi,
      functionName: 'balanceOf',
      args: [getAddress(owner) as Address],
    })
    return balance > 0n
  } catch (error) {
    throw new NftCheckError({ cause: error })
  }
}
