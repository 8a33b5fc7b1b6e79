import { describe, expect, test } from 'vitest'
import { microUsdToStable, stableToMicroUsd } from './stable'
import { formatTokenAmount, parseTokenAmount } from './token'

describe('stablecoins credit 1:1 after normalising decimals', () => {
  test('6-decimal stables are already micro-USD', () => {
    expect(stableToMicroUsd(1_510_000n, 6, 'down')).toBe(1_510_000n)
    expect(microUsdToStable(1_510_000n, 6, 'up')).toBe(1_510_000n)
  })

  test('18-decimal stables (BSC USDT) round the dropped digits as asked', () => {
    expect(stableToMicroUsd(1_510_000_000_000_000_000n, 18, 'down')).toBe(1_510_000n)
    expect(stableToMicroUsd(1_510_000_999_999_999_999n, 18, 'down')).toBe(1_510_000n)
    expect(stableToMicroUsd(1_510_000_000_000_000_001n, 18, 'up')).toBe(1_510_001n)
    expect(stableToMicroUsd(999_999_999_999n, 18, 'down')).toBe(0n)
    expect(() => stableToMicroUsd(1n, 18, 'exact')).toThrowError()
    expect(microUsdToStable(1_510_000n, 18, 'up')).toBe(1_510_000_000_000_000_000n)
  })

  test('fewer decimals than 6 scale up, and the way back rounds', () => {
    expect(stableToMicroUsd(151n, 2, 'down')).toBe(1_510_000n)
    expect(microUsdToStable(1_510_001n, 2, 'up')).toBe(152n)
    expect(microUsdToStable(1_519_999n, 2, 'down')).toBe(151n)
  })
})

describe('token amounts', () => {
  test('parse and format with the token decimals', () => {
    expect(parseTokenAmount('0.5', 18)).toBe(500_000_000_000_000_000n)
    expect(parseTokenAmount('0.00000001', 8)).toBe(1n)
    expect(() => parseTokenAmount('0.000000001', 8)).toThrowError()
    expect(formatTokenAmount(150_000_000n, 8)).toBe('1.5')
    expect(formatTokenAmount(44065032241459550n, 6)).toBe('44065032241.45955')
  })
})
