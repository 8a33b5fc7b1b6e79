import { queryOptions } from '@tanstack/react-query'
import { getChainReader } from '../../../lib/chain/getChainReader'
import { readTokenDecimals } from '../../../lib/chain/readTokenDecimals'
import type { ConfigChain, Token } from '../../../types/api'

/** Decimals of the selected token, from its contract (amounts are parsed with these, never the list's guess). */
export function tokenDecimalsQueryOptions(chain: ConfigChain, token: Pick<Token, 'address' | 'isNative'>) {
  return queryOptions({
    queryKey: ['tokenDecimals', chain.id, token.isNative ? 'native' : token.address.toLowerCase()] as const,
    queryFn: () => readTokenDecimals({ client: getChainReader(chain), token }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
