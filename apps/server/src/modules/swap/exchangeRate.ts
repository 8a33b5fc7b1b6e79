import { formatDecimal, pow10 } from '@chaincard/domain'

/** Digits of the rate string (USD per whole input token); enough for 18-decimal tokens worth fractions of a cent. */
const EX_RATE_DECIMALS = 12

/**
 * USD value of one whole input token implied by a quote into a 1:1 stablecoin: (amountOut / 10^outDecimals)
 * / (amountIn / 10^inDecimals), rounded down at EX_RATE_DECIMALS, trailing zeros trimmed ("1842.5").
 */
export function exchangeRate(
  amountIn: bigint,
  inDecimals: number,
  amountOut: bigint,
  outDecimals: number,
): string {
  if (amountIn <= 0n) throw new RangeError('amountIn must be positive')
  const scaled = (amountOut * pow10(inDecimals) * pow10(EX_RATE_DECIMALS)) / (amountIn * pow10(outDecimals))
  return formatDecimal(scaled, EX_RATE_DECIMALS)
}
