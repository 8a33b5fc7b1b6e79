import { describe, expect, test } from 'vitest'
import { parseUsd } from '../money/usd'
import { formatDecimalForLocale } from './formatDecimalForLocale'
import { formatPercentForLocale, formatPercentValueForLocale } from './formatPercentForLocale'
import { formatTokenForLocale } from './formatTokenForLocale'
import { formatUsdForLocale, formatUsdStringForLocale } from './formatUsdForLocale'
import { parseDecimalForLocale } from './parseDecimalForLocale'

describe('numbers in the language of the page', () => {
  test('decimals keep every digit, grouped the way each locale groups them', () => {
    expect(formatDecimalForLocale('-1234567.891', 'en')).toBe('-1,234,567.891')
    expect(formatDecimalForLocale('-1234567.891', 'de')).toBe('-1.234.567,891')
    expect(formatDecimalForLocale('1234567.891', 'tr')).toBe('1.234.567,891')
    expect(formatDecimalForLocale('1234567.5', 'ja')).toBe('1,234,567.5')
    expect(formatDecimalForLocale('12345678901234567890.5', 'en')).toBe('12,345,678,901,234,567,890.5')
    expect(formatDecimalForLocale('not a number', 'de')).toBe('not a number')
  })

  test('USD: 2 decimals, rounded down unless asked', () => {
    expect(formatUsdForLocale(1_234_567_890n, 'en')).toBe('1,234.56')
    expect(formatUsdForLocale(1_234_567_890n, 'de')).toBe('1.234,56')
    expect(formatUsdForLocale(1_234_561_000n, 'tr', 'up')).toBe('1.234,57')
    expect(formatUsdStringForLocale('-12.3', 'de')).toBe('-12,30')
    expect(formatUsdStringForLocale('25.50', 'zh-cn')).toBe('25.50')
    expect(formatUsdStringForLocale('abc', 'de')).toBe('abc')
  })

  test('token amounts to a sensible precision, never rounded up', () => {
    expect(formatTokenForLocale(8_999_955_293_518_613_505_544n, 18, 'en')).toBe('8,999.95')
    expect(formatTokenForLocale(8_999_955_293_518_613_505_544n, 18, 'de')).toBe('8.999,95')
    expect(formatTokenForLocale(5_000_000_000n, 6, 'en')).toBe('5,000')
    expect(formatTokenForLocale(1_510_000n, 6, 'de')).toBe('1,51')
    expect(formatTokenForLocale(123_456_789n, 8, 'en')).toBe('1.2345')
    expect(formatTokenForLocale(123_456_789_012_345n, 18, 'en')).toBe('0.0001234')
    expect(formatTokenForLocale(1n, 18, 'en')).toBe('0.000000000000000001')
    expect(formatTokenForLocale(0n, 18, 'en')).toBe('0')
    expect(formatTokenForLocale(-2_500_000n, 6, 'en')).toBe('-2.5')
  })

  test('percentages where each language puts the sign', () => {
    expect(formatPercentForLocale('0.0018', 'en')).toBe('0.18%')
    expect(formatPercentForLocale('0.0018', 'de')).toBe('0,18\u00a0%')
    expect(formatPercentForLocale('0.0018', 'tr')).toBe('%0,18')
    expect(formatPercentForLocale('0.01', 'ja')).toBe('1%')
    expect(formatPercentValueForLocale(22.5, 'de')).toBe('22,5\u00a0%')
    expect(formatPercentValueForLocale(0, 'en')).toBe('0%')
  })

  test('typed amounts: the decimal comma of de and tr is accepted ("25,50" was refused)', () => {
    expect(parseDecimalForLocale('25,50', 'de')).toBe('25.50')
    expect(parseDecimalForLocale('25,50', 'tr')).toBe('25.50')
    expect(parseDecimalForLocale(' 1.234,5 ', 'de')).toBe('1234.5')
    expect(parseDecimalForLocale('1 234,5', 'de')).toBe('1234.5')
    expect(parseDecimalForLocale('25.50', 'de')).toBe('25.50')
    expect(parseDecimalForLocale('1.500', 'de')).toBe('1500')
    expect(parseDecimalForLocale('25.50', 'en')).toBe('25.50')
    expect(parseDecimalForLocale('1,234.5', 'en')).toBe('1234.5')
    expect(parseDecimalForLocale('25,5', 'en')).toBe('25.5')
    expect(parseDecimalForLocale('12', 'ja')).toBe('12')
    expect(parseUsd(parseDecimalForLocale('25,50', 'de') ?? '')).toBe(25_500_000n)
  })

  test('typed amounts that are not a plain number are refused', () => {
    for (const [input, locale] of [
      ['', 'de'],
      ['abc', 'en'],
      ['1,2,3', 'de'],
      ['1.234,5', 'en'],
      ['1.23.4', 'de'],
      ['12,34.5', 'en'],
      ['-5', 'en'],
      ['1e3', 'en'],
      [',5', 'de'],
      ['5,', 'de'],
      ['٣', 'en'],
    ] as const) {
      expect(parseDecimalForLocale(input, locale), `${input} (${locale})`).toBeNull()
    }
  })
})
