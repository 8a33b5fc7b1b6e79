import { multiplyByDecimal } from './multiplyByDecimal'
import { pow10 } from './pow10'
import { divideRounded } from './rounding'
import { USD_DECIMALS } from './usd'

/**
 * USD value of a token amount: `baseUnits` of a token with `decimals`, at `usdRate` (USD per whole token,
 * a decimal string such as "1843.27"), in micro-USD rounded down (a value we promise is never overstated).
 */
export function convertAtRate(baseUnits: bigint, decimals: number, usdRate: string): bigint {
  if (baseUnits < 0n) throw new RangeError('amount must not be negative')
  // baseUnits * rate gives USD in units of 10^-decimals; rescale to micro-USD before rounding once.
  const scaledToMicro = multiplyByDecimal(baseUnits * pow10(USD_DECIMALS), usdRate, 'down')
  return divideRounded(scaledToMicro, pow10(decimals), 'down') as bigint
}
