import { median, round } from '../lib/stats'
import { type LoadSample, type LoadTarget, loadRoute } from './loadRoute'

type RouteFigure = {
  name: string
  requestsPerSecond: number
  p99Ms: number
  /** Median over the rounds of (route req/s / ceiling req/s in the same round). */
  ratioToCeiling: number
  /** Failed requests over all rounds (non-2xx, errors, timeouts). */
  failed: number
  samples: LoadSample[]
}

export type ApiLoadResult = {
  ceiling: RouteFigure
  /** The bare route plus one PostgreSQL query (`ceilingServer.ts` /one-query), when measured. */
  floor?: RouteFigure
  routes: RouteFigure[]
}

/**
 * Rounds of: the ceiling, then each route, each for `seconds` s after a warm-up; figures are medians over
 * the rounds and each route's ratio is taken against the ceiling of its own round (noisy shared machines).
 * A `floor` target is loaded in each round too, right after the ceiling, and figured like a route.
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
  floor?: LoadTarget,
): Promise<ApiLoadResult> {
  const targets = floor ? [floor, ...routes] : routes
  const ceilingSamples: LoadSample[] = []
  const routeSamples = targets.map(() => [] as LoadSample[])
  const ratios = targets.map(() => [] as number[])
  for (let round_ = 0; round_ < rounds; round_++) {
    const top = await loadRoute(ceiling, { connections, seconds, warmupSeconds })
    ceilingSamples.push(top)
    log(`  round ${round_ + 1}: ${ceiling.name} ${describe(top)}`)
    for (const [i, route] of targets.entries()) {
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
  const figures = targets.map((target, i) => figure(target.name, routeSamples[i]!, median(ratios[i]!)))
  return {
    ceiling: figure(ceiling.name, ceilingSamples, 1),
    ...(floor ? { floor: figures[0]! } : {}),
    routes: floor ? figures.slice(1) : figures,
  }
}

const describe = (s: LoadSample) =>
  `${Math.round(s.requestsPerSecond)} req/s p99 ${s.p99Ms} ms${s.failed > 0 ? `, ${s.failed} failed of ${s.requests}` : ''}`
