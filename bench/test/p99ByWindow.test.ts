import { describe, expect, it } from 'vitest'
import { p99ByWindow } from '../src/lib/p99ByWindow'

describe('p99ByWindow', () => {
  it('puts each answer in the window of its sending time and takes each window p99 on its own', () => {
    const sent = [
      { startMs: 0, latencyMs: 5 },
      { startMs: 999, latencyMs: 300 },
      { startMs: 1000, latencyMs: 7 },
      { startMs: 1500, latencyMs: 9 },
      { startMs: 3200, latencyMs: 40 },
    ]
    expect(p99ByWindow(sent, 1000)).toEqual([
      { fromMs: 0, count: 2, p99Ms: 300 },
      { fromMs: 1000, count: 2, p99Ms: 9 },
      { fromMs: 3000, count: 1, p99Ms: 40 },
    ])
  })

  it('returns no window for no answer', () => {
    expect(p99ByWindow([], 5000)).toEqual([])
  })
})
