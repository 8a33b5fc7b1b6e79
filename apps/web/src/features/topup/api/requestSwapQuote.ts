import type { SwapBodyInput, SwapQuoteResponse } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

/**
 * POST /api/swap: a quote (and the transaction) swapping into the order currency, paid to the receiving
 * address of the card `body.cardId` names.
 */
export function requestSwapQuote(body: SwapBodyInput): Promise<SwapQuoteResponse> {
  return apiPost<SwapQuoteResponse>('/swap', body)
}
