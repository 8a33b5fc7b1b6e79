import { describe, expect, it } from 'vitest'
import { placeOf, summarizeCpuProfile } from '../src/profile/summarizeCpuProfile'

const frame = (id: number, functionName: string, url: string, lineNumber = 0) => ({
  id,
  callFrame: { functionName, url, lineNumber },
})

describe('placeOf', () => {
  it('names npm packages (scoped too), the repository workspaces, Node.js and V8 pseudo-frames', () => {
    expect(placeOf('file:///r/node_modules/zod/v4/core/parse.js', 'parse')).toBe('pkg:zod')
    expect(placeOf('file:///r/node_modules/@fastify/cookie/index.js', 'x')).toBe('pkg:@fastify/cookie')
    expect(placeOf('file:///r/apps/server/dist/main.mjs', 'listCards')).toBe('app:apps/server')
    expect(placeOf('node:internal/http', 'write')).toBe('node')
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)')
  })
})

describe('summarizeCpuProfile', () => {
  it('sums self time per place and per function from the next time delta, without idle', () => {
    const profile = {
      nodes: [
        frame(1, '(idle)', ''),
        frame(2, 'parse', 'file:///r/node_modules/zod/v4/core/parse.js', 9),
        frame(3, 'listCards', 'file:///r/apps/server/dist/main.mjs', 99),
        frame(4, '(garbage collector)', ''),
      ],
      samples: [2, 2, 3, 1, 4, 2],
      timeDeltas: [0, 1000, 2000, 3000, 50_000, 4000],
    }
    const summary = summarizeCpuProfile(profile)
    // Samples: parse 1 ms + 2 ms, listCards 3 ms, idle 50 ms, GC 4 ms, last parse 0 (no next delta).
    expect(summary.idleMs).toBe(50)
    expect(summary.busyMs).toBe(10)
    expect(summary.byPlace).toEqual([
      { name: '(garbage collector)', ms: 4, share: 0.4 },
      { name: 'pkg:zod', ms: 3, share: 0.3 },
      { name: 'app:apps/server', ms: 3, share: 0.3 },
    ])
    expect(summary.topFunctions[1]).toEqual({ name: 'parse pkg:zod:10', ms: 3, share: 0.3 })
  })
})
