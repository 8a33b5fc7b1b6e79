import { InvalidDecimalError } from './errors'
import { pow10 } from './pow10'
import { divideRounded, type Rounding } from './rounding'
import { USD_DECIMALS } from './usd'

/**
 * Converts a stablecoin amount in base units to micro-USD at 1:1, normalising decimals
 * (6-decimal USDT/USDC are unchanged, 18-decimal BSC USDT drops 12 digits, rounded as asked).
 */
export function stableToMicroUsd(baseUnits: bigint, decimals: number, rounding: Rounding): bigint {
  return rescale(baseUnits, decimals, USD_DECIMALS, rounding)
}

/**
 * Converts micro-USD to base units of a 1:1 stablecoin with `decimals` decimals. Use `up` for a
 * minimum the payer must reach (`lower`), `down` for a maximum that must still fit (`upper`).
 */
export function microUsdToStable(microUsd: bigint, decimals: number, rounding: Rounding): bigint {
  return rescale(microUsd, USD_DECIMALS, decimals, rounding)
}

function rescale(value: bigint, from: number, to: number, rounding: Rounding): bigint {
  if (to >= from) return value * pow10(to - from)
  const result = divideRounded(value, pow10(from - to), rounding)
  if (result === null) throw new InvalidDecimalError({ value, reason: 'precision', decimals: to })
  return result
}
