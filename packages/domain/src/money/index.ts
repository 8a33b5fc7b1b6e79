// Money: USD as bigint micro-dollars, token amounts as bigint base units, rates as decimal strings.
// Only bigint arithmetic; every rounding is explicit.

export { convertAtRate } from './convertAtRate'
export { currencyExponent, formatMinorAmount } from './currencyExponent'
export { InvalidDecimalError, type InvalidDecimalErrorParameters, type InvalidDecimalReason } from './errors'
export { type ApplyFeeResult, applyFee, computeFee } from './fee'
export { type FormatDecimalOptions, formatDecimal, formatFixed } from './formatDecimal'
export { type DecimalRatio, multiplyByDecimal, parseRatio } from './multiplyByDecimal'
export { type ParseDecimalErrorType, type ParseDecimalOptions, parseDecimal } from './parseDecimal'
export { pow10 } from './pow10'
export { rebateOf } from './rebate'
export { divideRounded, type Rounding } from './rounding'
export { microUsdToStable, stableToMicroUsd } from './stable'
export { formatTokenAmount, parseTokenAmount } from './token'
export {
  formatUsd,
  isUsdWireString,
  MICRO_USD_PER_USD,
  parseUsd,
  USD_DECIMALS,
  USD_WIRE_FRACTION_DIGITS,
  USD_WIRE_PATTERN,
} from './usd'
export { isUsdStablecoin, USD_STABLECOIN_SYMBOLS } from './usdStablecoin'
