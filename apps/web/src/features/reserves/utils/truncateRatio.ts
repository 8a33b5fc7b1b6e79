const RATIO = /^(\d+)(?:\.(\d+))?$/

/**
 * A ratio cut to 4 decimals (a percent with 2), rounded down so that cover is never shown higher than it is;
 * anything that is not a plain decimal comes back unchanged.
 */
export function truncateRatio(ratio: string): string {
  const match = RATIO.exec(ratio)
  if (!match) return ratio
  const fraction = (match[2] ?? '').slice(0, 4).replace(/0+$/, '')
  return fraction ? `${match[1]}.${fraction}` : (match[1] ?? ratio)
}
