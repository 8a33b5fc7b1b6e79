import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import { encodeBalanceOfCalls, sumBalanceOfResults } from './balanceOfCalls'
import type { ChainReserve } from './types'

/** Multicall3's address on every chain it was deployed to with its keyless deployment. */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
/** Addresses per aggregate3 call to a deployed Multicall3: some 30k gas each, far below nodes' eth_call caps. */
const ADDRESSES_PER_CALL = 500
/**
 * Addresses per deployless call: its calls travel as constructor arguments, and initcode is capped at 49,152
 * bytes (EIP-3860); each balanceOf takes 224 bytes beside Multicall3's 5.6 KB of code.
 */
const ADDRESSES_PER_DEPLOYLESS_CALL = 150
/** aggregate3 calls in flight at once per chain. */
const CALLS_IN_FLIGHT = 4

/**
 * The order currency held by every receiving address on one chain at one block (the block read first, every
 * balance at it), with Multicall3's `aggregate3` in batches (smaller ones when deployless). Where Multicall3 is not deployed (the sandbox's
 * anvil) the same calls go as a deployless multicall: each eth_call carries Multicall3's creation code, which
 * any node runs without a deployment. The addresses come in pages (a database read's), so millions of them are
 * never held at once. A failed balanceOf throws: a snapshot never counts an unread address as 0.
 */
export async function readChainReserves(
  chain: { runtime: ChainRuntime; client: PublicClient },
  pages: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
): Promise<ChainReserve> {
  const { runtime, client } = chain
  const token = runtime.orderCurrency.token
  // Not viem's cached block number (up to its polling interval old): the head now.
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const deployed = ((await client.getCode({ address: MULTICALL3, blockNumber })) ?? '0x') !== '0x'
  const size = deployed ? ADDRESSES_PER_CALL : ADDRESSES_PER_DEPLOYLESS_CALL
  let amount = 0n
  let addresses = 0
  for await (const page of pages) {
    addresses += page.length
    const batches: Address[][] = []
    for (let start = 0; start < page.length; start += size) {
      batches.push(page.slice(start, start + size) as Address[])
    }
    for (let next = 0; next < batches.length; next += CALLS_IN_FLIGHT) {
      const sums = await Promise.all(
        batches.slice(next, next + CALLS_IN_FLIGHT).map(async (batch) => {
          if (deployed) {
            // The calldata written and the answer read by hand: viem's multicall costs an object per call.
            const { data } = await client.call({
              to: MULTICALL3,
              data: encodeBalanceOfCalls(token.address, batch),
              blockNumber,
            })
            if (!data) throw new Error('Multicall3 answered nothing')
            return sumBalanceOfResults(data, batch.length)
          }
          const balances = await client.multicall({
            contracts: batch.map((address) => ({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf' as const,
              args: [address] as const,
            })),
            blockNumber,
            allowFailure: false,
            batchSize: 0,
            deployless: true,
          })
          return balances.reduce((sum, balance) => sum + balance, 0n)
        }),
      )
      for (const sum of sums) amount += sum
    }
  }
  return {
    chainId: runtime.id,
    token: token.symbol,
    decimals: token.decimals,
    amount,
    block: Number(blockNumber),
    addresses,
  }
}
