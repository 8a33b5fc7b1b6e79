import { USD_DECIMALS } from '../../money/usd'

/**
 * The stablecoin base units a withdrawal of `amountMicro` pays out, valued 1:1 in USD: micro-USD scaled to the
 * token's decimals (6 for USDT and USDC, 18 for BSC's USDT). A token with fewer decimals than 6 loses what it
 * cannot carry (rounded down: never more than asked).
 */
export function withdrawalTokenAmount(amountMicro: bigint, decimals: number): bigint {
  if (decimals >= USD_DECIMALS) return amountMicro * 10n ** BigInt(decimals - USD_DECIMALS)
  return amountMicro / 10n ** BigInt(USD_DECIMALS - decimals)
}
