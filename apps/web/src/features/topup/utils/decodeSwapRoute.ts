import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/**
 * The token path of a quote's swap transaction, read from the calldata the wallet will sign (so the route
 * shown is the route paid); null when the calldata is not a known router call.
 */
export function decodeSwapRoute(data: Hex): readonly Address[] | null {
  try {
    const call = decodeFunctionData({ abi: routerAbi, data })
    return call.functionName === 'swapExactTokensForTokens' ? call.args[2] : call.args[1]
  } catch {
    return null
  }
}
