import { describe, expect, test } from 'vitest'
import { parseUsd } from '../money/usd'
import { getMembership } from './getMembership'

describe('getMembership', () => {
  test('0 USD: level 0, next level 1 at 1000', () => {
    expect(getMembership(0n)).toEqual({
      level: 0,
      rebate: '0',
      nextInfo: { level: 1, requiredValue: '1000.00', percent: 0 },
    })
  })

  test('999.99 stays level 0, progress floored', () => {
    expect(getMembership(parseUsd('999.99'))).toEqual({
      level: 0,
      rebate: '0',
      nextInfo: { level: 1, requiredValue: '1000.00', percent: 99.99 },
    })
    expect(getMembership(parseUsd('999.999999')).nextInfo?.percent).toBe(99.99)
  })

  test('1,000.00 is level 1 (0.2%)', () => {
    expect(getMembership(parseUsd('1000.00'))).toEqual({
      level: 1,
      rebate: '0.002',
      nextInfo: { level: 2, requiredValue: '5000.00', percent: 20 },
    })
  })

  test('5,000 is level 2 (0.5%), 4,999.99 level 1', () => {
    expect(getMembership(parseUsd('4999.99')).level).toBe(1)
    expect(getMembership(parseUsd('5000'))).toEqual({
      level: 2,
      rebate: '0.005',
      nextInfo: { level: 3, requiredValue: '20000.00', percent: 25 },
    })
  })

  test('20,000 is the top level 3 (1%) with no next level', () => {
    expect(getMembership(parseUsd('19999.99')).level).toBe(2)
    expect(getMembership(parseUsd('20000'))).toEqual({ level: 3, rebate: '0.01', nextInfo: null })
    expect(getMembership(parseUsd('1000000'))).toEqual({ level: 3, rebate: '0.01', nextInfo: null })
  })

  test('negative volume counts as 0', () => {
    expect(getMembership(-1n).level).toBe(0)
    expect(getMembership(-1n).nextInfo?.percent).toBe(0)
  })
})
