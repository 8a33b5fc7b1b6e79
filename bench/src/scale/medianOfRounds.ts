import { median, round } from '../lib/stats'
import type { Latency, ScalePhase } from './benchScale'

const medianLatency = (rounds: readonly Latency[]): Latency => ({
  p50Ms: round(median(rounds.map((l) => l.p50Ms)), 2),
  p99Ms: round(median(rounds.map((l) => l.p99Ms)), 2),
  count: rounds.reduce((sum, l) => sum + l.count, 0),
  failed: rounds.reduce((sum, l) => sum + l.failed, 0),
})

/**
 * One phase from its rounds, measured one after the other on the same database: each figure the median of its
 * rounds (a p99 of one round moves with whatever else the machine did in those seconds), failures summed, the RSS
 * after the last round, the load average before the first and after the last.
 */
export function medianOfRounds(rounds: readonly ScalePhase[]): ScalePhase {
  const first = rounds[0]
  const last = rounds.at(-1)
  if (!first || !last) throw new Error('a phase of no rounds')
  return {
    cards: first.cards,
    ledgerRows: first.ledgerRows,
    routes: first.routes.map((route, i) => {
      const each = rounds.map((r) => r.routes[i]!)
      return {
        name: route.name,
        requestsPerSecond: round(median(each.map((r) => r.requestsPerSecond))),
        p50Ms: median(each.map((r) => r.p50Ms)),
        p99Ms: median(each.map((r) => r.p99Ms)),
        failed: each.reduce((sum, r) => sum + r.failed, 0),
      }
    }),
    asa: {
      ...medianLatency(rounds.map((r) => r.asa)),
      approved: rounds.reduce((sum, r) => sum + r.asa.approved, 0),
      declined: rounds.reduce((sum, r) => sum + r.asa.declined, 0),
    },
    historyFirst: medianLatency(rounds.map((r) => r.historyFirst)),
    historyDeep: medianLatency(rounds.map((r) => r.historyDeep)),
    historyDeepBySkip: medianLatency(rounds.map((r) => r.historyDeepBySkip)),
    statement: medianLatency(rounds.map((r) => r.statement)),
    rssBeforeStatementsMiB: last.rssBeforeStatementsMiB,
    rssMiB: last.rssMiB,
    loadAverage: { before: first.loadAverage.before, after: last.loadAverage.after },
  }
}
