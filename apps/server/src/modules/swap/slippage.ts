import { parseRatio, SLIPPAGE_MAX, SLIPPAGE_MIN } from '@chaincard/domain'

/** Slippage percent as an exact ratio; refuses anything outside 0.1..50 or finer than 0.01. */
export function parseSlippage(slippage: string): { units: bigint; scale: bigint } | null {
  // at most SLIPPAGE_MAX_DECIMALS (2) fraction digits: the input step is 0.01
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(slippage)) return null
  const { units, scale } = parseRatio(slippage)
  const min = parseRatio(SLIPPAGE_MIN)
  const max = parseRatio(SLIPPAGE_MAX)
  // compare units/scale against min and max without division
  if (units * min.scale < min.units * scale) return null
  if (units * max.scale > max.units * scale) return null
  return { units, scale }
}

/** Least output accepted: `amountOut * (1 - slippage%)`, rounded down (the payer never gets less than shown). */
export function amountOutMinimum(amountOut: bigint, slippage: { units: bigint; scale: bigint }): bigint {
  const hundred = 100n * slippage.scale
  return (amountOut * (hundred - slippage.units)) / hundred
}
