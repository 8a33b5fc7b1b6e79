import { formatAmount, parseUsd } from '@chaincard/domain'

/** "1234.5" / "-3.10" (USD wire strings) as "1,234.50" with 2 decimals; bigint throughout, never a float. */
export function formatUsdString(value: string): string {
  try {
    return formatAmount(parseUsd(value, { allowNegative: true, rounding: 'down' }), { grouping: true })
  } catch {
    return value
  }
}

/** A USD amount from the wire, with exactly 2 decimals and its currency. */
export function UsdAmount({
  value,
  currency = 'USD',
  className,
}: {
  value: string
  currency?: string
  className?: string
}) {
  return (
    <span className={className}>
      {formatUsdString(value)} {currency}
    </span>
  )
}
