import { convertAtRate } from '../money/convertAtRate'
import { parseRatio } from '../money/multiplyByDecimal'
import { pow10 } from '../money/pow10'
import { microUsdToStable } from '../money/stable'
import { USD_DECIMALS } from '../money/usd'

export type GetMaxTopupAmountParameters = {
  /** The most the wallet can pay (`getMaxSpendable`), base units of the selected token. */
  walletMax: bigint
  /** What still fits on the card (`getTopupUpper`), micro-USD; null = no maximum. */
  upper: bigint | null
  /** Decimals of the selected token. */
  decimals: number
  /** The selected token is swapped into the order currency (else it is the order currency, credited 1:1). */
  isSwap: boolean
  /** USD per whole selected token for a swap; null or "-1" while unknown. */
  rate: string | null
}

/**
 * What Max fills in (it filled the wallet's whole balance, 1,000,000, into a card that could take
 * 3,000): the wallet's spendable amount, capped by what the card can still take, as the form's `exceed-upper`
 * rule counts it (the payment's USD value before the fee). Null for a swap whose rate is not known yet.
 */
export function getMaxTopupAmount({
  walletMax,
  upper,
  decimals,
  isSwap,
  rate,
}: GetMaxTopupAmountParameters): bigint | null {
  if (walletMax <= 0n) return 0n
  if (upper === null) return walletMax
  let limit: bigint
  if (!isSwap) {
    limit = microUsdToStable(upper, decimals, 'down')
  } else {
    if (rate === null || rate === '-1') return null
    const { units, scale } = parseRatio(rate)
    if (units === 0n) return walletMax
    // convertAtRate floors twice; the inverse floored once is at most one unit too high: step down to fit.
    limit = (upper * pow10(decimals) * scale) / (units * pow10(USD_DECIMALS))
    while (limit > 0n && convertAtRate(limit, decimals, rate) > upper) limit -= 1n
  }
  return limit < walletMax ? limit : walletMax
}
