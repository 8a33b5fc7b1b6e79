import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { POOL_SYMBOLS, type PoolSymbol, TOKEN_SYMBOLS, type TokenSymbol } from './sandboxTokens'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'not an address')
  .transform((value) => getAddress(value) as Address)

const tokenInfo = z.object({
  address,
  decimals: z.number().int().min(0).max(255),
  symbol: z.string(),
  name: z.string(),
})

export const manifestSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url(),
  /** Block of the first deployment transaction: scanning logs from here sees every sandbox token event. */
  blockNumberDeployed: z.number().int().nonnegative(),
  deployer: address,
  tokens: z.object(
    Object.fromEntries(TOKEN_SYMBOLS.map((symbol) => [symbol, tokenInfo])) as Record<
      TokenSymbol,
      typeof tokenInfo
    >,
  ),
  weth: address,
  factory: address,
  router: address,
  nft: address,
  /** UniswapV2Pair of each symbol against USDT. */
  pairs: z.object(
    Object.fromEntries(POOL_SYMBOLS.map((symbol) => [symbol, address])) as Record<PoolSymbol, typeof address>,
  ),
})

export type Manifest = z.output<typeof manifestSchema>
export type TokenInfo = z.output<typeof tokenInfo>
