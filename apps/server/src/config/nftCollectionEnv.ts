import { type Address, getAddress, isAddress } from 'viem'

/** The ERC-721 collection whose holders get the nft program (production: NFT_COLLECTION_<chainId>). */
export type NftCollectionSetting = { chainId: number; address: Address }

export type ReadNftCollectionParameters = {
  env: Record<string, string | undefined>
  mode: 'sandbox' | 'production'
  /** Chains enabled by RPC_URL_<id>: the collection must live on one of them. */
  enabledChainIds: readonly number[]
}

/**
 * NFT_COLLECTION_<chainId>=<ERC-721 address>: enables the nft program in production for holders of that
 * collection. One collection, on an enabled chain. The sandbox uses the test collection it deploys instead.
 */
export function readNftCollection({ env, mode, enabledChainIds }: ReadNftCollectionParameters): {
  value?: NftCollectionSetting
  problems: string[]
} {
  const set = Object.entries(env)
    .map(([key, value]) => ({ key, id: /^NFT_COLLECTION_(\d+)$/.exec(key)?.[1], value: value?.trim() ?? '' }))
    .filter((e): e is { key: string; id: string; value: string } => e.id !== undefined && e.value !== '')
  if (set.length === 0) return { problems: [] }
  if (mode === 'sandbox') {
    return {
      problems: set.map((e) => `${e.key}: production only (the sandbox uses the collection it deploys)`),
    }
  }
  if (set.length > 1) {
    return { problems: [`${set.map((e) => e.key).join(', ')}: set one NFT collection only`] }
  }
  const [{ key, id, value }] = set as [(typeof set)[number]]
  const problems: string[] = []
  const chainId = Number(id)
  if (!enabledChainIds.includes(chainId))
    problems.push(`${key}: chain ${id} is not enabled (set RPC_URL_${id})`)
  // Mixed case must be a valid EIP-55 checksum; all lower case is accepted as is.
  if (!isAddress(value))
    problems.push(`${key}: must be an address (0x and 40 hex digits, EIP-55 if mixed case)`)
  return problems.length > 0 ? { problems } : { value: { chainId, address: getAddress(value) }, problems }
}
