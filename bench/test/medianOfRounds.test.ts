import { describe, expect, it } from 'vitest'
import type { Latency, ScalePhase } from '../src/scale/benchScale'
import { medianOfRounds } from '../src/scale/medianOfRounds'

const latency = (p50Ms: number, p99Ms: number, count = 100, failed = 0): Latency => ({
  p50Ms,
  p99Ms,
  count,
  failed,
})

/** One round of a phase whose every figure grows with `at`, so a wrong pick shows in each field. */
function phase(at: number, overrides: Partial<ScalePhase> = {}): ScalePhase {
  return {
    cards: 1_000,
    ledgerRows: 20_000,
    routes: [
      { name: 'GET /api/card', requestsPerSecond: 1_000 * at, p50Ms: at, p99Ms: 10 * at, failed: 0 },
      {
        name: 'GET /api/user/invitation',
        requestsPerSecond: 2_000 * at,
        p50Ms: 2 * at,
        p99Ms: 20 * at,
        failed: 0,
      },
    ],
    asa: { ...latency(at, 5 * at), approved: 90, declined: 10 },
    historyFirst: latency(at, 3 * at),
    historyDeep: latency(at, 4 * at),
    historyDeepBySkip: latency(at, 40 * at),
    statement: latency(100 * at, 200 * at, 5),
    rssBeforeStatementsMiB: 300 + at,
    rssMiB: 400 + at,
    loadAverage: { before: at, after: at + 0.5 },
    ...overrides,
  }
}

describe('medianOfRounds', () => {
  it('takes each figure from the middle round, whatever order the rounds ran in', () => {
    const merged = medianOfRounds([phase(3), phase(1), phase(2)])
    expect(merged.routes.map((r) => [r.name, r.requestsPerSecond, r.p50Ms, r.p99Ms])).toEqual([
      ['GET /api/card', 2_000, 2, 20],
      ['GET /api/user/invitation', 4_000, 4, 40],
    ])
    expect([merged.asa.p50Ms, merged.asa.p99Ms]).toEqual([2, 10])
    expect(merged.historyFirst.p99Ms).toBe(6)
    expect(merged.historyDeep.p99Ms).toBe(8)
    expect(merged.historyDeepBySkip.p99Ms).toBe(80)
    expect([merged.statement.p50Ms, merged.statement.p99Ms]).toEqual([200, 400])
  })

  it('takes each figure on its own: the median p99 need not come from the round of the median p50', () => {
    const merged = medianOfRounds([
      phase(1, { historyFirst: latency(1, 90) }),
      phase(2, { historyFirst: latency(5, 10) }),
      phase(3, { historyFirst: latency(9, 50) }),
    ])
    expect([merged.historyFirst.p50Ms, merged.historyFirst.p99Ms]).toEqual([5, 50])
  })

  it('sums counts, failures and the issuer decisions, so a failure in any round shows', () => {
    const failing = phase(2)
    failing.routes[1] = { ...failing.routes[1]!, failed: 7 }
    const merged = medianOfRounds([
      phase(1),
      failing,
      phase(3, {
        statement: latency(1, 2, 5, 1),
        asa: { ...latency(1, 2, 100, 3), approved: 80, declined: 17 },
      }),
    ])
    expect(merged.routes.map((r) => r.failed)).toEqual([0, 7])
    expect(merged.statement).toMatchObject({ count: 15, failed: 1 })
    expect(merged.asa).toMatchObject({ count: 300, failed: 3, approved: 260, declined: 37 })
  })

  it('keeps the RSS before the statements and after them of the last round, and the load from before the first to after the last', () => {
    const merged = medianOfRounds([phase(5), phase(1), phase(3)])
    expect(merged.rssMiB).toBe(403)
    expect(merged.rssBeforeStatementsMiB).toBe(303)
    expect(merged.loadAverage).toEqual({ before: 5, after: 3.5 })
  })

  it('is the round itself when there is one, and refuses none', () => {
    expect(medianOfRounds([phase(4)])).toEqual(phase(4))
    expect(() => medianOfRounds([])).toThrow('no rounds')
  })
})
