import { describe, expect, test } from 'vitest'
import { InvalidDecimalError } from './errors'
import { parseDecimal } from './parseDecimal'

describe('parseDecimal', () => {
  test('parses integers and fractions into base units', () => {
    expect(parseDecimal('1.51', 6)).toBe(1_510_000n)
    expect(parseDecimal('0', 6)).toBe(0n)
    expect(parseDecimal('3000', 6)).toBe(3_000_000_000n)
    expect(parseDecimal('0.000001', 6)).toBe(1n)
    expect(parseDecimal('007.50', 2)).toBe(750n)
    expect(parseDecimal('1', 0)).toBe(1n)
  })

  test('keeps every digit of large 18-decimal amounts', () => {
    expect(parseDecimal('123456789012345678.123456789012345678', 18)).toBe(
      123456789012345678123456789012345678n,
    )
  })

  test.each([
    ['', 'empty'],
    ['1e3', 'format'],
    ['1E-2', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    [' 1', 'format'],
    ['1,000.00', 'format'],
    ['+1', 'format'],
    ['0x10', 'format'],
    ['--1', 'format'],
    ['-1', 'negative'],
  ] as const)('refuses %j (%s)', (value, reason) => {
    expect(() => parseDecimal(value, 6)).toThrowError(InvalidDecimalError)
    try {
      parseDecimal(value, 6)
    } catch (error) {
      expect((error as InvalidDecimalError).reason).toBe(reason)
      expect((error as InvalidDecimalError).name).toBe('InvalidDecimalError')
      expect((error as InvalidDecimalError).shortMessage.length).toBeGreaterThan(0)
    }
  })

  test('refuses numbers passed where a string is required', () => {
    expect(() => parseDecimal(1.5 as unknown as string, 6)).toThrowError(/decimal string/)
    expect(() => parseDecimal(Number.NaN as unknown as string, 6)).toThrowError(InvalidDecimalError)
  })

  test('refuses excess decimals unless rounding is explicit', () => {
    expect(() => parseDecimal('1.0000001', 6)).toThrowError(/more than 6 decimal places/)
    expect(parseDecimal('1.0000001', 6, { rounding: 'down' })).toBe(1_000_000n)
    expect(parseDecimal('1.0000001', 6, { rounding: 'up' })).toBe(1_000_001n)
    expect(parseDecimal('1.0000009', 6, { rounding: 'down' })).toBe(1_000_000n)
    // Trailing zeros beyond the precision lose nothing, so they are accepted exactly.
    expect(parseDecimal('1.50000000', 6)).toBe(1_500_000n)
  })

  test('negative values only when allowed, rounding toward -inf for down and +inf for up', () => {
    expect(parseDecimal('-1.5', 6, { allowNegative: true })).toBe(-1_500_000n)
    expect(parseDecimal('-0.0000001', 6, { allowNegative: true, rounding: 'down' })).toBe(-1n)
    expect(parseDecimal('-0.0000001', 6, { allowNegative: true, rounding: 'up' })).toBe(0n)
  })

  test('refuses invalid decimals counts', () => {
    expect(() => parseDecimal('1', -1)).toThrowError(InvalidDecimalError)
    expect(() => parseDecimal('1', 1.5)).toThrowError(InvalidDecimalError)
    expect(() => parseDecimal('1', 256)).toThrowError(InvalidDecimalError)
  })
})
