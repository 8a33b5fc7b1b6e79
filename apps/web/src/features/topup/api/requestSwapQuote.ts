import type { SwapBodyInput, SwapQuoteResponse } from '@chaincard/domain'
import { apiRequest } from '../../../lib/api/client'

/** POST /api/swap?cardId=: a quote (and the transaction) swapping into the order currency, paid to the card. */
export function requestSwapQuote(cardId: string, body: SwapBodyInput): Promise<SwapQuoteResponse> {
  return apiRequest<SwapQuoteResponse>({ method: 'POST', path: '/swap', query: { cardId }, body })
}
