import type { Address } from 'viem'
import { readTokenBalance } from './readTokenBalance'
import type { ChainReader, PayToken } from './types'

/**
 * Balances of many tokens at once (batched into few RPC requests by the reader's transport), keyed by
 * lower-cased token address. A token whose call fails is left out rather than failing the whole list.
 */
export async function readTokenBalances({
  client,
  tokens,
  owner,
}: {
  client: ChainReader
  tokens: readonly Pick<PayToken, 'address' | 'isNative'>[]
  owner: Address
}): Promise<Map<string, bigint>> {
  const settled = await Promise.allSettled(tokens.map((token) => readTokenBalance({ client, token, owner })))
  const balances = new Map<string, bigint>()
  settled.forEach((result, index) => {
    const token = tokens[index]
    if (token && result.status === 'fulfilled') balances.set(token.address.toLowerCase(), result.value)
  })
  return balances
}
