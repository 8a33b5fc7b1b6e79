import { useLocaleFormat } from '../../lib/format/useLocaleFormat'

/** A USD amount from the wire, with exactly 2 decimals in the page's notation, and its currency. */
export function UsdAmount({
  value,
  currency = 'USD',
  className,
}: {
  value: string
  currency?: string
  className?: string
}) {
  const format = useLocaleFormat()
  return (
    <span className={className}>
      {format.usd(value)} {currency}
    </span>
  )
}
