import type { Address } from 'viem'
import type { Config } from '../config'
import { readDevchainManifest } from '../config/devchainManifest'

/** The ERC-721 collection whose holders get the nft program (unlimited cards and invitation uses). */
export type NftCollection = { chainId: number; address: Address }

/**
 * Where the collection lives. Sandbox: the test NFT the devchain deploys (`nft` of DATA_DIR/devchain.json)
 * on the sandbox chain. Production: NFT_COLLECTION_<chainId> (`config.nftCollection`); without it there is
 * no nft program.
 */
export function resolveNftCollection(
  config: Pick<Config, 'mode' | 'dataDir' | 'chains' | 'nftCollection'>,
): NftCollection | null {
  if (config.mode !== 'sandbox') return config.nftCollection ?? null
  const { manifest } = readDevchainManifest(config.dataDir)
  const chain = config.chains[0]
  if (!manifest?.nft || !chain) return null
  return { chainId: chain.id, address: manifest.nft }
}
