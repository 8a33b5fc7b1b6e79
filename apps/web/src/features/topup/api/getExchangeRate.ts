import { checkSwapQuote, NATIVE_TOKEN_ADDRESS, type SwapQuoteResponse } from '@chaincard/domain'
import type { Address } from 'viem'
import type { PayToken } from '../../../lib/chain/types'
import { requestSwapQuote } from './requestSwapQuote'

export type GetExchangeRateParameters = {
  cardId: string
  chain: { id: number; orderCurrency: string; swapRouter?: Address | undefined }
  token: PayToken
  orderToken: PayToken
  /** Base units of `token` to quote. */
  amount: bigint
  /** Canonical slippage ("0.1"). */
  slippage: string
  /** The card's receiving address. */
  payee: Address
}

export type ExchangeRateResult = {
  /** USD per whole token ("1" for the order currency itself), or "-1" when the quote failed or did not match. */
  rate: string
  /** The checked swap quote behind the rate (minimum received, route); null for a direct transfer or a failure. */
  quote: SwapQuoteResponse | null
}

/**
 * USD per whole `token` (SPEC section 4 "Exchange rate"): "1" for the order currency itself, else the
 * `exRate` of a swap quote, or "-1" when the quote fails or does not match the selected token, amount,
 * slippage, currency and receiving address. The matching quote comes along for the swap details.
 */
export async function getExchangeRate(p: GetExchangeRateParameters): Promise<ExchangeRateResult> {
  const direct =
    p.token.isNative === p.orderToken.isNative &&
    p.token.address.toLowerCase() === p.orderToken.address.toLowerCase()
  if (direct) return { rate: '1', quote: null }
  const fromToken = p.token.isNative ? NATIVE_TOKEN_ADDRESS : p.token.address
  try {
    const quote = await requestSwapQuote({
      id: p.chain.id,
      cardId: p.cardId,
      fromToken,
      fromAmount: p.amount.toString(),
      toToken: p.orderToken.address,
      slippage: p.slippage,
    })
    const mismatch = checkSwapQuote(quote, {
      chainId: p.chain.id,
      slippage: p.slippage,
      fromToken,
      fromNative: p.token.isNative,
      amount: p.amount,
      toToken: p.orderToken.address,
      payee: p.payee,
      currency: p.chain.orderCurrency,
      router: p.chain.swapRouter ?? '',
    })
    return mismatch === null ? { rate: quote.exRate, quote } : { rate: '-1', quote: null }
  } catch {
    return { rate: '-1', quote: null }
  }
}
