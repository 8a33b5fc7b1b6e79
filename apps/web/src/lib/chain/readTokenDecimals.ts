import { erc20Abi } from 'viem'
import type { ChainReader, PayToken } from './types'

/** Decimals from the token contract itself (the native coin: the chain's native decimals). */
export async function readTokenDecimals({
  client,
  token,
}: {
  client: ChainReader
  token: Pick<PayToken, 'address' | 'isNative'>
}): Promise<number> {
  if (token.isNative) return client.chain.nativeCurrency.decimals
  return client.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' })
}
