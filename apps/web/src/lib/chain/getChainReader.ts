import { createPublicClient, http } from 'viem'
import type { ConfigChain } from '../../types/api'
import { toViemChain } from './toViemChain'
import type { ChainReader } from './types'

const readers = new Map<string, ChainReader>()

/**
 * The public client of a configured chain, over its RPC URL with JSON-RPC batching (a token list's
 * balances go out in a few requests). One per chain id and URL.
 */
export function getChainReader(chain: ConfigChain, options: { pollingInterval?: number } = {}): ChainReader {
  const key = `${chain.id}|${chain.rpcUrl}|${options.pollingInterval ?? ''}`
  let reader = readers.get(key)
  if (!reader) {
    reader = createPublicClient({
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl, { batch: { batchSize: 100 }, retryCount: 2 }),
      pollingInterval: options.pollingInterval ?? 1_000,
    })
    readers.set(key, reader)
  }
  return reader
}
