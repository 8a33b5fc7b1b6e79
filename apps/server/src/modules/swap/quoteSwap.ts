import { NATIVE_TOKEN_ADDRESS, type SwapQuoteResponse } from '@chaincard/domain'
import { type Address, getAddress, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { AppError } from '../../errors'
import type { ChainClients } from '../../plugins/chainClients'
import { buildSwapTransaction } from './buildSwapTransaction'
import { exchangeRate } from './exchangeRate'
import { uniswapV2RouterAbi } from './routerAbi'
import { amountOutMinimum, parseSlippage } from './slippage'

/** How long a quote's transaction stays valid on chain (router `deadline`). */
const SWAP_DEADLINE_SECONDS = 20 * 60

export type QuoteSwapParameters = {
  chainId: number
  fromToken: Address
  fromAmount: bigint
  toToken: Address
  slippage: string
  /** The card's receiving address: the swap's recipient. */
  recipient: Address
  now: Date
}

const wethCache = new Map<string, Address>()

/**
 * Quotes a swap of `fromAmount` of `fromToken` (native coin or ERC-20 of the chain's token list) into the
 * chain's order currency on its Uniswap-V2 router: getAmountsOut on the direct pair, else through WETH;
 * returns calldata sending the output straight to the card's receiving address, `toAmountMin` from the
 * slippage (rounded down), a deadline, and `exRate` (USD per whole input token implied by the quote).
 */
export async function quoteSwap(chains: ChainClients, p: QuoteSwapParameters): Promise<SwapQuoteResponse> {
  const chain = chains.get(p.chainId)
  if (!chain) throw new AppError('validation_failed', `id: chain ${p.chainId} is not enabled`)
  const { runtime, client } = chain
  const router = runtime.swapRouter
  if (!router) throw new AppError('validation_failed', `id: chain ${p.chainId} has no swap router`)
  const order = runtime.orderCurrency.token
  if (!isAddressEqual(p.toToken, order.address)) {
    throw new AppError(
      'validation_failed',
      `toToken: must be the order currency ${order.symbol} (${order.address})`,
    )
  }
  const slippage = parseSlippage(p.slippage)
  if (!slippage) throw new AppError('validation_failed', 'slippage: must be between 0.1 and 50')
  const native = isAddressEqual(p.fromToken, zeroAddress) || isAddressEqual(p.fromToken, NATIVE_TOKEN_ADDRESS)
  const from = native
    ? runtime.tokens.find((t) => t.isNative)
    : runtime.tokens.find((t) => !t.isNative && isAddressEqual(t.address, p.fromToken))
  if (!from) throw new AppError('validation_failed', 'fromToken: not a token of this chain')
  if (!native && isAddressEqual(p.fromToken, order.address)) {
    throw new AppError('validation_failed', 'fromToken: already the order currency, send it directly')
  }

  const weth = await routerWeth(client, router)
  const paths: Address[][] = native
    ? [[weth, order.address]]
    : [
        [getAddress(p.fromToken), order.address],
        [getAddress(p.fromToken), weth, order.address],
      ]
  let path: Address[] | undefined
  let amountOut = 0n
  let lastError: unknown
  for (const candidate of paths) {
    try {
      const amounts = await client.readContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [p.fromAmount, candidate],
      })
      const out = amounts.at(-1) ?? 0n
      if (out > amountOut) {
        amountOut = out
        path = candidate
      }
    } catch (error) {
      lastError = error
    }
  }
  if (!path || amountOut === 0n) {
    if (isTransportFailure(lastError)) {
      throw new AppError('upstream_unavailable', 'swap venue unavailable: the router did not answer', {
        cause: lastError,
      })
    }
    throw new AppError('validation_failed', 'fromToken: no swap route to the order currency for this amount')
  }
  const toAmountMin = amountOutMinimum(amountOut, slippage)
  const deadline = BigInt(Math.floor(p.now.getTime() / 1000) + SWAP_DEADLINE_SECONDS)
  const request = buildSwapTransaction({
    router,
    native,
    path,
    amountIn: p.fromAmount,
    amountOutMin: toAmountMin,
    recipient: p.recipient,
    deadline,
  })
  return {
    id: runtime.id,
    fromToken: getAddress(p.fromToken),
    fromAmount: p.fromAmount.toString(),
    toToken: order.address,
    toAmount: amountOut.toString(),
    toAmountMin: toAmountMin.toString(),
    slippage: p.slippage,
    address: getAddress(p.recipient),
    currency: runtime.orderCurrency.id,
    exRate: exchangeRate(p.fromAmount, from.decimals, amountOut, order.decimals),
    transactionRequestData: { to: request.to, data: request.data, value: request.value.toString() },
  }
}

async function routerWeth(client: PublicClient, router: Address): Promise<Address> {
  const key = `${client.chain?.id}:${router}`
  const cached = wethCache.get(key)
  if (cached) return cached
  try {
    const weth = await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'WETH' })
    wethCache.set(key, weth)
    return weth
  } catch (error) {
    throw new AppError('upstream_unavailable', 'swap venue unavailable: the router did not answer', {
      cause: error,
    })
  }
}

function isTransportFailure(error: unknown): boolean {
  let e: unknown = error
  while (e instanceof Error) {
    if (e.name === 'HttpRequestError' || e.name === 'TimeoutError') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
