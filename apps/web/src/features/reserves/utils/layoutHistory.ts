import { parseUsd } from '@chaincard/domain'
import type { ReservesHistoryPoint } from '../api/reservesTypes'

/** The plot area inside the chart's viewBox: x from left to right, y from top (the highest value) to bottom (0). */
export type PlotArea = { left: number; right: number; top: number; bottom: number }

export type ChartPoint = {
  id: string
  takenAt: string
  x: number
  /** Where what was held stands. */
  reservesY: number
  /** Where what was owed stands. */
  totalY: number
}

/** Hundredths of a pixel: fine enough for any screen, so the money stays bigint until the very end. */
const PIXEL_STEPS = 100

function microUsd(value: string): bigint {
  try {
    const parsed = parseUsd(value, { rounding: 'down' })
    return parsed < 0n ? 0n : parsed
  } catch {
    return 0n
  }
}

/**
 * Places each snapshot of the history in the plot, oldest on the left, by time: the y of an amount is its
 * share of the highest amount, computed in bigint micro-USD (no float on money); only the pixel is a number.
 */
export function layoutHistory(
  history: readonly ReservesHistoryPoint[],
  plot: PlotArea,
): { points: ChartPoint[]; maxMicroUsd: bigint } {
  const sorted = [...history].sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt))
  const amounts = sorted.map((point) => ({
    reserves: microUsd(point.reserves),
    total: microUsd(point.total),
  }))
  let maxMicroUsd = 0n
  for (const { reserves, total } of amounts) {
    if (reserves > maxMicroUsd) maxMicroUsd = reserves
    if (total > maxMicroUsd) maxMicroUsd = total
  }
  const height = BigInt(Math.round((plot.bottom - plot.top) * PIXEL_STEPS))
  // A pixel position, not money: the bigint ratio is scaled to whole pixel steps before it becomes a number.
  const yOf = (micro: bigint) =>
    maxMicroUsd === 0n ? plot.bottom : plot.bottom - Number((micro * height) / maxMicroUsd) / PIXEL_STEPS
  const first = Date.parse(sorted[0]?.takenAt ?? '')
  const span = Date.parse(sorted[sorted.length - 1]?.takenAt ?? '') - first
  const xOf = (takenAt: string) =>
    span > 0
      ? plot.left + ((Date.parse(takenAt) - first) / span) * (plot.right - plot.left)
      : (plot.left + plot.right) / 2
  const points = sorted.map((point, i) => ({
    id: point.id,
    takenAt: point.takenAt,
    x: xOf(point.takenAt),
    reservesY: yOf(amounts[i]!.reserves),
    totalY: yOf(amounts[i]!.total),
  }))
  return { points, maxMicroUsd }
}
