import { type Chain, defineChain } from 'viem'
import type { ConfigChain } from '../../types/api'

/** A chain of GET /api/config as viem needs it (the sandbox chain carries its own RPC URL). */
export function toViemChain(chain: ConfigChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...(chain.blockExplorerUrl
      ? { blockExplorers: { default: { name: chain.name, url: chain.blockExplorerUrl } } }
      : {}),
    testnet: chain.testnet,
  })
}
