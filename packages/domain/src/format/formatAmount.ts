import type { Rounding } from '../money/rounding'
import { formatUsd } from '../money/usd'

export type FormatAmountOptions = {
  /** Default `down`: a balance is never shown higher than it is. Use `up` for amounts owed (fees, minimums). */
  rounding?: Exclude<Rounding, 'exact'> | undefined
  /** Insert thousands separators ("3,000.00"). Default false. */
  grouping?: boolean | undefined
}

/** A micro-USD amount for display with exactly 2 decimals: 1_234_567_890n -> "1234.56" (or "1,234.56"). */
export function formatAmount(microUsd: bigint, options: FormatAmountOptions = {}): string {
  const fixed = formatUsd(microUsd, options.rounding ?? 'down')
  if (!options.grouping) return fixed
  const negative = fixed.startsWith('-')
  const [integer = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}.${fraction}`
}
