import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainRuntime } from '../config'

export type ChainClient = { runtime: ChainRuntime; client: PublicClient }

/** Read-only RPC clients of the enabled chains, by chain id. */
export type ChainClients = {
  list: readonly ChainClient[]
  get(chainId: number): ChainClient | undefined
}

export function createChainClients(chains: readonly ChainRuntime[], timeoutMs = 10_000): ChainClients {
  const list = chains.map((runtime) => ({
    runtime,
    client: createPublicClient({
      chain: defineChain({
        id: runtime.id,
        name: runtime.name,
        nativeCurrency: runtime.nativeCurrency,
        rpcUrls: { default: { http: [runtime.rpcUrl] } },
        testnet: runtime.testnet,
      }),
      transport: http(runtime.rpcUrl, { timeout: timeoutMs, retryCount: 1 }),
    }) as PublicClient,
  }))
  const byId = new Map(list.map((c) => [c.runtime.id, c]))
  return { list, get: (chainId) => byId.get(chainId) }
}
