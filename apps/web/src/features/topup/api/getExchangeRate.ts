import { checkSwapQuote, NATIVE_TOKEN_ADDRESS } from '@chaincard/domain'
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

/**
 * USD per whole `token` (SPEC section 4 "Exchange rate"): "1" for the order currency itself, else the
 * `exRate` of a swap quote, or "-1" when the quote fails or does not match the selected token, amount,
 * slippage, currency and receiving address.
 */
export async function getExchangeRate(p: GetExchangeRateParameters): Promise<string> {
  const direct =
    p.token.isNative === p.orderToken.isNative &&
    p.token.address.toLowerCase() === p.orderToken.address.toLowerCase()
  if (direct) return '1'
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
    return mismatch === null ? quote.exRate : '-1'
  } catch {
    return '-1'
  }
}
