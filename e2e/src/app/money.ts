/** "1,234.56 USD" or "19.96" as integer cents (bigint): compare displayed money without floats. */
export function centsOf(text: string): bigint {
  const match = /-?[\d,]+\.\d{2}/.exec(text)
  if (!match) throw new Error(`No amount with 2 decimals in "${text}".`)
  return BigInt(match[0].replaceAll(',', '').replace('.', ''))
}
