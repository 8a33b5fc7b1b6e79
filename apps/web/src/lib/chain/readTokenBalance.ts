import { type Address, erc20Abi } from 'viem'
import type { ChainReader, PayToken } from './types'

export type ReadTokenBalanceParameters = {
  client: ChainReader
  token: Pick<PayToken, 'address' | 'isNative'>
  owner: Address
}

/** Wallet balance in base units: the native balance for the chain's coin, else ERC-20 `balanceOf`. */
export function readTokenBalance({ client, token, owner }: ReadTokenBalanceParameters): Promise<bigint> {
  if (token.isNative) return client.getBalance({ address: owner })
  return client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
