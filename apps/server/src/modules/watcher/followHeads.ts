import { createPublicClient, defineChain, webSocket } from 'viem'
import type { ChainRuntime } from '../../config'

export type HeadFollower = { stop(): void }

export type FollowHeadsParameters = {
  chain: ChainRuntime
  wsRpcUrl: string
  /** Called on every new head the node announces. */
  onHead: (blockNumber: bigint) => void
  onError: (error: Error) => void
}

/**
 * Follows a chain's new heads over its WebSocket RPC (`eth_subscribe("newHeads")`), so the watcher runs the
 * moment a block arrives instead of on its next poll. The socket reconnects by itself; while it is down the
 * watcher's timer keeps polling.
 */
export function followHeads({ chain, wsRpcUrl, onHead, onError }: FollowHeadsParameters): HeadFollower {
  const client = createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [wsRpcUrl] } },
    }),
    transport: webSocket(wsRpcUrl, {
      keepAlive: { interval: 30_000 },
      reconnect: { attempts: 1_000_000, delay: 2_000 },
    }),
  })
  const unwatch = client.watchBlockNumber({
    emitOnBegin: false,
    onBlockNumber: (blockNumber) => onHead(blockNumber),
    onError,
  })
  return {
    stop() {
      unwatch()
      void client.transport
        .getRpcClient()
        .then((rpc) => rpc.close())
        .catch(() => {})
    },
  }
}
