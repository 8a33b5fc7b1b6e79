import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getChainReader } from '../../../lib/chain/getChainReader'
import { readTokenBalances } from '../../../lib/chain/readTokenBalances'
import type { ConfigChain } from '../../../types/api'

export function tokenBalancesQueryKey(chainId: number, owner: Address) {
  return ['tokenBalances', chainId, owner.toLowerCase()] as const
}

/** Wallet balance of every token of the chain (base units, keyed by lower-cased address). */
export function tokenBalancesQueryOptions(chain: ConfigChain, owner: Address) {
  return queryOptions({
    queryKey: tokenBalancesQueryKey(chain.id, owner),
    queryFn: () => readTokenBalances({ client: getChainReader(chain), tokens: chain.tokens, owner }),
    staleTime: 15_000,
  })
}
