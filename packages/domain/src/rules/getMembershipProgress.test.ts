import { describe, expect, test } from 'vitest'
import { parseUsd } from '../money/usd'
import { getMembershipProgress } from './getMembershipProgress'

describe('getMembershipProgress (this month toward the level above the current one)', () => {
  test('220 USD this month at level 0 is 22 % of the 1,000 USD level 1 needs (it showed 0 %)', () => {
    expect(getMembershipProgress(0, parseUsd('220.00'))).toEqual({
      level: 1,
      requiredValue: '1000.00',
      percent: 22,
    })
  })

  test('nothing yet this month: 0 %, whatever last month was', () => {
    expect(getMembershipProgress(1, 0n)).toEqual({ level: 2, requiredValue: '5000.00', percent: 0 })
    expect(getMembershipProgress(2, -parseUsd('5.00'))).toEqual({
      level: 3,
      requiredValue: '20000.00',
      percent: 0,
    })
  })

  test('floored to hundredths, never 100 before the threshold, capped at 100 after it', () => {
    expect(getMembershipProgress(0, parseUsd('999.999999'))?.percent).toBe(99.99)
    expect(getMembershipProgress(1, parseUsd('5000.00'))?.percent).toBe(100)
    expect(getMembershipProgress(1, parseUsd('25000.00'))?.percent).toBe(100)
    expect(getMembershipProgress(2, parseUsd('250.00'))?.percent).toBe(1.25)
  })

  test('the top level has no next level', () => {
    expect(getMembershipProgress(3, parseUsd('50000.00'))).toBeNull()
  })
})
