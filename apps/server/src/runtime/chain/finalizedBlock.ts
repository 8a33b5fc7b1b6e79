import type { PublicClient } from 'viem'
import type { ChainFinality } from '../../config'
import type { WatcherRpc } from './WatcherRpc'

/**
 * The newest block that counts as final on this chain now: the node's `finalized` block (chains that have
 * one), else `head - depth`. A node that does not answer the tag makes this throw (the pass fails and is
 * retried): a block is never taken for final on a guess.
 */
export async function finalizedBlock(
  finality: ChainFinality,
  head: bigint,
  client: PublicClient,
  rpc: WatcherRpc,
): Promise<bigint> {
  if (finality.kind === 'depth') return head - BigInt(finality.depth)
  const block = await rpc('eth_getBlockByNumber', () => client.getBlock({ blockTag: 'finalized' }))
  if (block.number === null) throw new Error('the node answered a finalized block without a number')
  return block.number
}
