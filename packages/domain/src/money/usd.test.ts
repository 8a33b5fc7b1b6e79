import { describe, expect, test } from 'vitest'
import { formatUsd, isUsdWireString, parseUsd } from './usd'

describe('USD micro-dollars', () => {
  test('parseUsd reads wire strings and finer amounts', () => {
    expect(parseUsd('12.30')).toBe(12_300_000n)
    expect(parseUsd('1.51')).toBe(1_510_000n)
    expect(parseUsd('0.000001')).toBe(1n)
    expect(() => parseUsd('0.0000001')).toThrowError(/more than 6/)
    expect(parseUsd('0.0000019', { rounding: 'down' })).toBe(1n)
    expect(() => parseUsd('-1.00')).toThrowError(/negative/)
    expect(parseUsd('-1.00', { allowNegative: true })).toBe(-1_000_000n)
  })

  test('formatUsd writes exactly two decimals with the asked rounding', () => {
    expect(formatUsd(12_300_000n, 'exact')).toBe('12.30')
    expect(formatUsd(0n, 'down')).toBe('0.00')
    expect(formatUsd(1_509_999n, 'down')).toBe('1.50')
    expect(formatUsd(1_509_999n, 'up')).toBe('1.51')
    expect(formatUsd(1_500_001n, 'up')).toBe('1.51')
    expect(formatUsd(1_500_001n, 'down')).toBe('1.50')
    expect(formatUsd(-2_345_000n, 'down')).toBe('-2.35')
    expect(formatUsd(-2_345_000n, 'up')).toBe('-2.34')
    expect(() => formatUsd(1n, 'exact')).toThrowError()
  })

  test('round-trips every wire string', () => {
    for (const wire of ['0.00', '0.01', '1.51', '3000.00', '99999999999.99', '-0.50']) {
      expect(formatUsd(parseUsd(wire, { allowNegative: true }), 'exact')).toBe(wire)
    }
  })

  test('isUsdWireString', () => {
    expect(isUsdWireString('12.30')).toBe(true)
    expect(isUsdWireString('-0.01')).toBe(true)
    expect(isUsdWireString('12.3')).toBe(false)
    expect(isUsdWireString('12')).toBe(false)
    expect(isUsdWireString('12.300')).toBe(false)
    expect(isUsdWireString(12.3)).toBe(false)
  })
})
