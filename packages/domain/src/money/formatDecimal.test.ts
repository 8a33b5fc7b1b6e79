import { describe, expect, test } from 'vitest'
import { InvalidDecimalError } from './errors'
import { formatDecimal, formatFixed } from './formatDecimal'

describe('formatDecimal', () => {
  test('formats exactly, trimming trailing zeros', () => {
    expect(formatDecimal(1_510_000n, 6)).toBe('1.51')
    expect(formatDecimal(0n, 6)).toBe('0')
    expect(formatDecimal(1n, 18)).toBe('0.000000000000000001')
    expect(formatDecimal(10n ** 18n, 18)).toBe('1')
    expect(formatDecimal(-5n, 2)).toBe('-0.05')
    expect(formatDecimal(42n, 0)).toBe('42')
  })

  test('pads to minFractionDigits', () => {
    expect(formatDecimal(1_500_000n, 6, { minFractionDigits: 2 })).toBe('1.50')
    expect(formatDecimal(3_000_000_000n, 6, { minFractionDigits: 2 })).toBe('3000.00')
    expect(formatDecimal(1_234_567n, 6, { minFractionDigits: 2 })).toBe('1.234567')
    expect(formatDecimal(7n, 0, { minFractionDigits: 2 })).toBe('7.00')
  })
})

describe('formatFixed', () => {
  test('rounds down toward -inf and up toward +inf', () => {
    expect(formatFixed(1_234_567n, 6, 2, 'down')).toBe('1.23')
    expect(formatFixed(1_234_567n, 6, 2, 'up')).toBe('1.24')
    expect(formatFixed(1_230_000n, 6, 2, 'up')).toBe('1.23')
    expect(formatFixed(-1_234_567n, 6, 2, 'down')).toBe('-1.24')
    expect(formatFixed(-1_234_567n, 6, 2, 'up')).toBe('-1.23')
    expect(formatFixed(1n, 6, 2, 'up')).toBe('0.01')
    expect(formatFixed(9_999n, 6, 2, 'down')).toBe('0.00')
  })

  test('exact throws when digits would be lost', () => {
    expect(formatFixed(1_230_000n, 6, 2, 'exact')).toBe('1.23')
    expect(() => formatFixed(1_230_001n, 6, 2, 'exact')).toThrowError(InvalidDecimalError)
  })

  test('pads when asking for more digits than the value has', () => {
    expect(formatFixed(5n, 0, 2, 'exact')).toBe('5.00')
    expect(formatFixed(15n, 1, 3, 'down')).toBe('1.500')
  })
})
