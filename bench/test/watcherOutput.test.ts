import { describe, expect, it } from 'vitest'
import { parseWatcherOutput } from '../src/watcherScaling'

const point = (addresses: number, rpc: number) => ({
  addresses,
  blocksPerSecond: 100,
  rpcCallsPer1000Blocks: rpc,
})

describe('parseWatcherOutput', () => {
  it('reads the last JSON line and compares 10,000 addresses with 1,000 (not with the smallest point)', () => {
    const out = `log line\n${JSON.stringify({ points: [point(10_000, 8), point(100, 64), point(1_000, 4)] })}\n`
    const result = parseWatcherOutput(out, 'w.ts')
    expect(result.status).toBe('measured')
    if (result.status !== 'measured') return
    expect(result.points.map((p) => p.addresses)).toEqual([100, 1_000, 10_000])
    expect(result.rpcGrowth).toBe(2)
  })
  it('accepts a bare list', () => {
    const result = parseWatcherOutput(JSON.stringify([point(1_000, 5), point(10_000, 5)]), 'w.ts')
    expect(result).toMatchObject({ status: 'measured', rpcGrowth: 1 })
  })
  it('reports missing, with the reason, for no JSON, invalid JSON or points without the figures', () => {
    expect(parseWatcherOutput('done\n', 'w.ts')).toMatchObject({
      status: 'missing',
      detail: 'w.ts printed no JSON',
    })
    expect(parseWatcherOutput('{oops', 'w.ts')).toMatchObject({ status: 'missing' })
    expect(
      parseWatcherOutput(JSON.stringify({ points: [{ addresses: 1 }, point(2, 1)] }), 'w.ts'),
    ).toMatchObject({
      status: 'missing',
    })
  })
})
