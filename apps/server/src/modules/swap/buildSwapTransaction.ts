import { type Address, encodeFunctionData, type Hex } from 'viem'
import { uniswapV2RouterAbi } from './routerAbi'

export type BuildSwapTransactionParameters = {
  router: Address
  /** Native coin in (swapExactETHForTokens, path starts with WETH) or an ERC-20 in. */
  native: boolean
  path: readonly Address[]
  amountIn: bigint
  amountOutMin: bigint
  /** Where the bought tokens go: the card's receiving address. */
  recipient: Address
  /** Unix seconds after which the router reverts. */
  deadline: bigint
}

export type SwapTransactionRequest = { to: Address; data: Hex; value: bigint }

/** Calldata for the router's swapExact{ETH|Tokens}ForTokens with `to` = the receiving address. */
export function buildSwapTransaction(p: BuildSwapTransactionParameters): SwapTransactionRequest {
  if (p.path.length < 2) throw new RangeError('a swap path needs at least two tokens')
  if (p.native) {
    return {
      to: p.router,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [p.amountOutMin, [...p.path], p.recipient, p.deadline],
      }),
      value: p.amountIn,
    }
  }
  return {
    to: p.router,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [p.amountIn, p.amountOutMin, [...p.path], p.recipient, p.deadline],
    }),
    value: 0n,
  }
}
