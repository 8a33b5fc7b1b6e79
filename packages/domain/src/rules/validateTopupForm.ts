import { convertAtRate } from '../money/convertAtRate'
import { formatDecimal } from '../money/formatDecimal'
import { parseRatio } from '../money/multiplyByDecimal'
import { parseDecimal } from '../money/parseDecimal'
import { stableToMicroUsd } from '../money/stable'
import { formatUsd } from '../money/usd'
import { type SlippageErrorKey, validateSlippage } from './validateSlippage'

/** SPEC message keys (`top-up.error-msg.<key>`) for the amount input, with the values they interpolate. */
export type TopupAmountError =
  | { key: 'amount-invalid' }
  | { key: 'insufficient-balance' }
  /** `min`: the minimum in the order currency ("1.51") and its USD value with 2 decimals, rounded up. */
  | { key: 'min'; min: string; minUsd: string }
  /** `upper`: what still fits on the card, USD with 2 decimals, rounded down. */
  | { key: 'exceed-upper'; upper: string }

export type ValidateTopupFormParameters = {
  /** Amount as typed, in the selected currency ("0.5"). */
  amount: string
  /** Decimals of the selected currency's token. */
  decimals: number
  /** Wallet balance in base units of the selected token; null while unknown. */
  walletBalance: bigint | null
  /**
   * True when the selected currency is not the order currency (a swap): the total comes from `rate` and
   * slippage is checked. False: a direct transfer of the order-currency stablecoin, credited 1:1.
   */
  isSwap: boolean
  /** USD per whole selected token (decimal string); null while loading; "-1" when the rate failed. */
  rate: string | null
  /** Minimum top-up (`lower`) in base units of the order currency. */
  lower: bigint
  /** Decimals of the order-currency token. */
  orderCurrencyDecimals: number
  /** Room left on the card in micro-USD (`getTopupUpper`); null = unlimited. */
  upper: bigint | null
  /** Slippage input in percent; only checked when `isSwap`. */
  slippage: string
}

export type ValidateTopupFormResult = {
  /** First failing amount rule, or null. */
  amount: TopupAmountError | null
  /** Slippage rule failing, or null (always null for a direct transfer). */
  slippage: SlippageErrorKey | null
  /** Amount in base units of the selected token, when it parsed. */
  amountBaseUnits: bigint | null
  /** Total in the card currency (micro-USD, rounded down), when amount and rate are known; else null. */
  totalMicroUsd: bigint | null
  /** Canonical slippage to send with the swap ("0.1"), when valid and a swap. */
  slippageValue: string | null
  /** Confirm may be enabled (also needs top-up to be allowed): no errors and every value known. */
  valid: boolean
}

/**
 * Top-up form validation (SPEC section 5). Amount rules are checked in this order and the first failure is
 * returned, because each later rule needs the earlier one to hold:
 * 1. `amount-invalid`: not a plain decimal > 0 with at most the token's decimals;
 * 2. `insufficient-balance`: more than the wallet balance (skipped while the balance is unknown);
 * 3. `min`: the total in USD below the minimum `lower` (skipped while no rate is known);
 * 4. `exceed-upper`: the total above what still fits on the card (skipped likewise).
 * Slippage is checked independently (see `validateSlippage`), only for swaps.
 * A rate that is null or "-1" gives no message here (the rate line shows the rate error) but keeps `valid` false.
 */
export function validateTopupForm(params: ValidateTopupFormParameters): ValidateTopupFormResult {
  let slippage: SlippageErrorKey | null = null
  let slippageValue: string | null = null
  if (params.isSwap) {
    const checked = validateSlippage(params.slippage)
    if (checked.ok) slippageValue = checked.value
    else slippage = checked.error
  }

  const result = (
    amount: TopupAmountError | null,
    amountBaseUnits: bigint | null,
    totalMicroUsd: bigint | null,
  ): ValidateTopupFormResult => ({
    amount,
    slippage,
    amountBaseUnits,
    totalMicroUsd,
    slippageValue,
    valid:
      amount === null &&
      slippage === null &&
      amountBaseUnits !== null &&
      totalMicroUsd !== null &&
      params.walletBalance !== null,
  })

  const amountBaseUnits = parseAmount(params.amount, params.decimals)
  if (amountBaseUnits === null) return result({ key: 'amount-invalid' }, null, null)
  if (params.walletBalance !== null && amountBaseUnits > params.walletBalance) {
    return result({ key: 'insufficient-balance' }, amountBaseUnits, null)
  }

  const totalMicroUsd = params.isSwap
    ? totalAtRate(amountBaseUnits, params.decimals, params.rate)
    : stableToMicroUsd(amountBaseUnits, params.decimals, 'down')
  if (totalMicroUsd === null) return result(null, amountBaseUnits, null)

  const minMicroUsd = stableToMicroUsd(params.lower, params.orderCurrencyDecimals, 'up')
  // A direct transfer compares base units exactly; a swap compares the USD estimate.
  const belowMin = params.isSwap ? totalMicroUsd < minMicroUsd : amountBaseUnits < params.lower
  if (belowMin) {
    return result(
      {
        key: 'min',
        min: formatDecimal(params.lower, params.orderCurrencyDecimals),
        minUsd: formatUsd(minMicroUsd, 'up'),
      },
      amountBaseUnits,
      totalMicroUsd,
    )
  }
  if (params.upper !== null && totalMicroUsd > params.upper) {
    return result(
      { key: 'exceed-upper', upper: formatUsd(params.upper, 'down') },
      amountBaseUnits,
      totalMicroUsd,
    )
  }
  return result(null, amountBaseUnits, totalMicroUsd)
}

function parseAmount(input: string, decimals: number): bigint | null {
  try {
    const value = parseDecimal(input.trim(), decimals)
    return value > 0n ? value : null
  } catch {
    return null
  }
}

function totalAtRate(amount: bigint, decimals: number, rate: string | null): bigint | null {
  if (rate === null || rate === '-1') return null
  try {
    if (parseRatio(rate).units === 0n) return null
    return convertAtRate(amount, decimals, rate)
  } catch {
    return null
  }
}
