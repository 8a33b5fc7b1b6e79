import { percentile, round } from './stats'

/**
 * The p99 and the count of an open-loop run's answers in consecutive windows of `windowMs` by the time each
 * was sent: where in a phase its tail sits (all at its start, spread, in one burst), which the phase's own p99
 * cannot say.
 */
export function p99ByWindow(
  sent: readonly { startMs: number; latencyMs: number }[],
  windowMs: number,
): { fromMs: number; count: number; p99Ms: number }[] {
  const windows = new Map<number, number[]>()
  for (const { startMs, latencyMs } of sent) {
    const index = Math.floor(startMs / windowMs)
    const list = windows.get(index) ?? []
    list.push(latencyMs)
    windows.set(index, list)
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, latencies]) => ({
      fromMs: index * windowMs,
      count: latencies.length,
      p99Ms: round(percentile(latencies, 99)),
    }))
}
