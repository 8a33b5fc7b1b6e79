/** Price impact above this warns (2 %), in basis points. */
export const PRICE_IMPACT_WARN_BPS = 200n
/** Price impact above this blocks the swap unless the user confirms it explicitly (15 %), in basis points. */
export const PRICE_IMPACT_BLOCK_BPS = 1_500n

export type PriceImpact = {
  /** How much worse the swap's price is than the pool's price for a small amount, in basis points (>= 0). */
  bps: bigint
  level: 'ok' | 'warn' | 'block'
}

export type GetPriceImpactParameters = {
  /** The swap as quoted: base units in and out. */
  amountIn: bigint
  amountOut: bigint
  /** A quote of a small amount on the same route (the pool's price, with the same pool fee). */
  referenceIn: bigint
  referenceOut: bigint
}

/**
 * Price impact of a swap against a small reference quote on the same route: 1 - (out/in) / (refOut/refIn),
 * in whole basis points rounded up (an impact is never shown smaller than it is), computed on bigints. Null
 * when either quote is empty. Warn over 2 %, block over 15 %.
 */
export function getPriceImpact(p: GetPriceImpactParameters): PriceImpact | null {
  if (p.amountIn <= 0n || p.referenceIn <= 0n || p.referenceOut <= 0n || p.amountOut < 0n) return null
  const numerator = p.amountOut * p.referenceIn * 10_000n
  const denominator = p.amountIn * p.referenceOut
  // bps = 10000 - floor(ratio * 10000): the floor of the ratio is the ceiling of the impact.
  const kept = numerator / denominator
  const bps = kept >= 10_000n ? 0n : 10_000n - kept
  const level = bps > PRICE_IMPACT_BLOCK_BPS ? 'block' : bps > PRICE_IMPACT_WARN_BPS ? 'warn' : 'ok'
  return { bps, level }
}
