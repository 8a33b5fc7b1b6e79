import { NATIVE_TOKEN_ADDRESS, pow10 } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import type { PayToken } from '../../../lib/chain/types'
import { requestSwapQuote } from './requestSwapQuote'

export type ReferenceQuoteParameters = {
  cardId: string
  chainId: number
  token: PayToken
  orderToken: PayToken
}

/**
 * A quote of a small amount (a thousandth of one whole token) on the same route: the pool's price with its
 * fee, against which a swap's price impact is measured. Once per token and card, kept 30 s.
 */
export function referenceQuoteQueryOptions(p: ReferenceQuoteParameters) {
  const amountIn = p.token.decimals >= 3 ? pow10(p.token.decimals - 3) : 1n
  return queryOptions({
    queryKey: [
      'referenceQuote',
      p.cardId,
      p.chainId,
      p.token.isNative ? 'native' : p.token.address.toLowerCase(),
    ],
    queryFn: async () => {
      const quote = await requestSwapQuote({
        id: p.chainId,
        cardId: p.cardId,
        fromToken: p.token.isNative ? NATIVE_TOKEN_ADDRESS : p.token.address,
        fromAmount: amountIn.toString(),
        toToken: p.orderToken.address,
        slippage: '0.1',
      })
      return { amountIn, amountOut: BigInt(quote.toAmount) }
    },
    staleTime: 30_000,
    retry: false,
  })
}
