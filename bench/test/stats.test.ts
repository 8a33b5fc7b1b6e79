import { describe, expect, it } from 'vitest'
import { median, round } from '../src/lib/stats'

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
