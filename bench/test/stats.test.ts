import { describe, expect, it } from 'vitest'
import { median, percentile, round } from '../src/lib/stats'

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([10, 1, 4, 3])).toBe(3.5)
    expect(median([7])).toBe(7)
  })
  it('refuses an empty list instead of answering NaN', () => {
    expect(() => median([])).toThrow('empty')
  })
  it('does not reorder the caller list', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('round', () => {
  it('rounds to the given decimals', () => {
    expect(round(1.26, 1)).toBe(1.3)
    expect(round(0.12345, 3)).toBe(0.123)
  })
})

describe('percentile', () => {
  it('is the nearest rank: p99 of 100 values is the 99th smallest, p50 of 4 the 2nd', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile([4, 1, 3, 2], 50)).toBe(2)
    expect(percentile([5], 99)).toBe(5)
  })
  it('refuses an empty list', () => {
    expect(() => percentile([], 99)).toThrow('empty')
  })
})
