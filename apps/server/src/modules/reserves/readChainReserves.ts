import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import { ADDRESSES_PER_BALANCE_SUM, encodeBalanceSum, readBalanceSum } from './balanceSumCall'
import type { ChainReserve } from './types'

/** Balance-sum calls in flight at once per chain: the node works on some while the next are encoded. */
const CALLS_IN_FLIGHT = 4

/** The block a snapshot reads a chain at: not viem's cached block number (up to its polling interval old), the head now. */
export function readChainHead(chain: { client: PublicClient }): Promise<bigint> {
  return chain.client.getBlockNumber({ cacheTime: 0 })
}

/**
 * The order currency held by every receiving address on one chain at one block (`readChainHead`'s, every
 * balance at it), summed by the node itself: each `eth_call` runs creation code that asks `balanceOf` of 2,000
 * addresses and answers their sum (`balanceSumCall.ts`; nothing deployed, so any node runs it). The addresses
 * come in pages (a database read's), the next page read while the node sums this one, so millions of them are
 * never held at once. A failed balanceOf throws: a snapshot never counts an unread address as 0.
 */
export async function readChainReserves(
  chain: { runtime: ChainRuntime; client: PublicClient },
  blockNumber: bigint,
  pages: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
): Promise<ChainReserve> {
  const { runtime, client } = chain
  const token = runtime.orderCurrency.token
  let amount = 0n
  let addresses = 0
  const inFlight = new Set<Promise<void>>()
  const sum = async (batch: readonly string[]) => {
    const { data } = await client.call({ data: encodeBalanceSum(token.address, batch), blockNumber })
    amount += readBalanceSum(data)
  }
  let failure: unknown
  for await (const page of pages) {
    addresses += page.length
    for (let start = 0; start < page.length; start += ADDRESSES_PER_BALANCE_SUM) {
      while (inFlight.size >= CALLS_IN_FLIGHT) await Promise.race(inFlight)
      if (failure) throw failure
      const call: Promise<void> = sum(page.slice(start, start + ADDRESSES_PER_BALANCE_SUM))
        .catch((error: unknown) => {
          failure ??= error
        })
        .finally(() => inFlight.delete(call))
      inFlight.add(call)
    }
  }
  await Promise.all(inFlight)
  if (failure) throw failure
  return {
    chainId: runtime.id,
    token: token.symbol,
    decimals: token.decimals,
    amount,
    block: Number(blockNumber),
    addresses,
  }
}
