import { median, round } from '../lib/stats'
import { type LoadSample, type LoadTarget, loadRoute } from './loadRoute'

export type RouteFigure = {
  name: string
  requestsPerSecond: number
  p99Ms: number
  /** Median over the rounds of (route req/s / ceiling req/s in the same round). */
  ratioToCeiling: number
  /** Failed requests over all rounds (non-2xx, errors, timeouts). */
  failed: number
  samples: LoadSample[]
}

export type ApiLoadResult = { ceiling: RouteFigure; routes: RouteFigure[] }

/**
 * Rounds of: the ceiling, then each route, each for `seconds` s after a warm-up; figures are medians over
 * the rounds and each route's ratio is taken against the ceiling of its own round (noisy shared machines).
 */
export async function measureApiLoad(
  ceiling: LoadTarget,
  routes: LoadTarget[],
  {
    rounds,
    connections,
    seconds,
    warmupSeconds,
  }: { rounds: number; connections: number; seconds: number; warmupSeconds: number },
  log: (line: string) => void,
): Promise<ApiLoadResult> {
  const ceilingSamples: LoadSample[] = []
  const routeSamples = routes.map(() => [] as LoadSample[])
  const ratios = routes.map(() => [] as number[])
  for (let round_ = 0; round_ < rounds; round_++) {
    const top = await loadRoute(ceiling, { connections, seconds, warmupSeconds })
    ceilingSamples.push(top)
    log(`  round ${round_ + 1}: ${ceiling.name} ${describe(top)}`)
    for (const [i, route] of routes.entries()) {
      const sample = await loadRoute(route, { connections, seconds, warmupSeconds })
      routeSamples[i]!.push(sample)
      ratios[i]!.push(sample.requestsPerSecond / top.requestsPerSecond)
      log(`  round ${round_ + 1}: ${route.name} ${describe(sample)}`)
    }
  }
  const figure = (name: string, samples: LoadSample[], ratio: number): RouteFigure => ({
    name,
    requestsPerSecond: round(median(samples.map((s) => s.requestsPerSecond))),
    p99Ms: round(median(samples.map((s) => s.p99Ms))),
    ratioToCeiling: round(ratio, 3),
    failed: samples.reduce((sum, s) => sum + s.failed, 0),
    samples,
  })
  return {
    ceiling: figure(ceiling.name, ceilingSamples, 1),
    routes: routes.map((route, i) => figure(route.name, routeSamples[i]!, median(ratios[i]!))),
  }
}

const describe = (s: LoadSample) =>
  `${Math.round(s.requestsPerSecond)} req/s p99 ${s.p99Ms} ms${s.failed > 0 ? `, ${s.failed} failed of ${s.requests}` : ''}`
