import { type Chain, defineChain } from 'viem'
import type { ConfigChain } from '../../../types/api'

/** A chain from GET /api/config as viem/wagmi need it (the sandbox chain 31337 carries its own rpcUrl). */
export function toWagmiChain(chain: ConfigChain): Chain {
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
