import { formatDecimal } from '../money/formatDecimal'
import { parseRatio } from '../money/multiplyByDecimal'

/**
 * A fraction as a percent string, exactly (no float): "0.002" -> "0.2%", "0.01" -> "1%", "0.0018" -> "0.18%".
 * Used for the membership rebate and fee rates.
 */
export function formatPercent(fraction: string): string {
  const { units, scale } = parseRatio(fraction)
  // units / scale * 100: with scale = 10^d, the percent is units with d - 2 decimals.
  const decimals = scale.toString().length - 1
  const percent =
    decimals >= 2 ? formatDecimal(units, decimals - 2) : formatDecimal(units * 10n ** BigInt(2 - decimals), 0)
  return `${percent}%`
}
