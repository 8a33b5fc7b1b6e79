import { uniswapV2RouterAbi } from '@chaincard/devchain'
import type { SwapBodyInput, SwapQuoteResponse } from '@chaincard/domain'
import { type Address, encodeFunctionData, getAddress, maxUint256 } from 'viem'
import type { AnvilSandbox } from '../../../lib/chain/test/anvilSandbox'

/** A swap quote as POST /swap builds it, from the sandbox's real router (the server is the faked edge). */
export async function sandboxQuote(
  sandbox: AnvilSandbox,
  body: SwapBodyInput,
  payee: Address,
  exRate = '8',
): Promise<SwapQuoteResponse> {
  const usdt = sandbox.token('USDT').address
  const from = getAddress(body.fromToken)
  const [, out = 0n] = await sandbox.reader.readContract({
    address: sandbox.manifest.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [BigInt(body.fromAmount), [from, usdt]],
  })
  const min = (out * 999n) / 1000n
  return {
    id: Number(body.id),
    fromToken: from,
    fromAmount: String(body.fromAmount),
    toToken: usdt,
    toAmount: out.toString(),
    toAmountMin: min.toString(),
    slippage: String(body.slippage),
    address: payee,
    currency: 'usdt',
    exRate,
    transactionRequestData: {
      to: sandbox.manifest.router,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [BigInt(body.fromAmount), min, [from, usdt], payee, maxUint256],
      }),
      value: '0',
    },
  }
}
