import { describe, expect, test } from 'vitest'
import { convertAtRate } from './convertAtRate'
import { applyFee, computeFee } from './fee'
import { multiplyByDecimal, parseRatio } from './multiplyByDecimal'
import { rebateOf } from './rebate'

describe('computeFee rounds up to the micro-dollar', () => {
  test('default and original rates', () => {
    expect(computeFee(100_000_000n, '0.0018')).toBe(180_000n)
    expect(computeFee(100_000_000n, '0.003')).toBe(300_000n)
    expect(computeFee(1_510_000n, '0.0018')).toBe(2_718n)
  })

  test('any remainder adds a micro-dollar', () => {
    // 1 micro-USD * 0.0018 = 0.0018 micro-USD -> 1
    expect(computeFee(1n, '0.0018')).toBe(1n)
    // 555_556 * 0.0018 = 1000.0008 -> 1001
    expect(computeFee(555_556n, '0.0018')).toBe(1_001n)
    // 555_555 * 0.0018 = 999.999 -> 1000
    expect(computeFee(555_555n, '0.0018')).toBe(1_000n)
    expect(computeFee(0n, '0.0018')).toBe(0n)
    expect(computeFee(1_000_000n, '0')).toBe(0n)
  })

  test('applyFee: net + fee = amount', () => {
    expect(applyFee(1_510_000n, '0.0018')).toEqual({ fee: 2_718n, net: 1_507_282n })
  })

  test('refuses bad rates and negative amounts', () => {
    expect(() => computeFee(1n, '1')).toThrowError(RangeError)
    expect(() => computeFee(1n, '-0.1')).toThrowError()
    expect(() => computeFee(1n, '1e-3')).toThrowError()
    expect(() => computeFee(-1n, '0.0018')).toThrowError(RangeError)
  })
})

describe('convertAtRate rounds down to the micro-dollar', () => {
  test('18-decimal token', () => {
    // 0.5 ETH at 1843.27 USD = 921.635 USD
    expect(convertAtRate(500_000_000_000_000_000n, 18, '1843.27')).toBe(921_635_000n)
    // 1 wei at 1843.27 USD -> 0.00000000000000184327 USD -> 0
    expect(convertAtRate(1n, 18, '1843.27')).toBe(0n)
  })

  test('8-decimal token and long rates', () => {
    // 0.00012345 WBTC at 67000.123456789 USD = 8.27116524... USD
    expect(convertAtRate(12_345n, 8, '67000.123456789')).toBe(8_271_165n)
    expect(convertAtRate(1_000_000n, 6, '1')).toBe(1_000_000n)
    expect(convertAtRate(1_999_999n, 6, '0.5')).toBe(999_999n)
  })

  test('refuses malformed rates', () => {
    expect(() => convertAtRate(1n, 6, '-1')).toThrowError()
    expect(() => convertAtRate(1n, 6, 'abc')).toThrowError()
  })
})

describe('rebateOf rounds down', () => {
  test('membership rebates', () => {
    expect(rebateOf(1_000_000_000n, '0.002')).toBe(2_000_000n)
    expect(rebateOf(1_510_000n, '0.005')).toBe(7_550n)
    expect(rebateOf(999n, '0.002')).toBe(1n)
    expect(rebateOf(499n, '0.002')).toBe(0n)
    expect(rebateOf(1_000_000n, '0')).toBe(0n)
    expect(() => rebateOf(1n, '1.5')).toThrowError(RangeError)
  })
})

describe('parseRatio / multiplyByDecimal', () => {
  test('exact ratios', () => {
    expect(parseRatio('0.0018')).toEqual({ units: 18n, scale: 10_000n })
    expect(parseRatio('50')).toEqual({ units: 50n, scale: 1n })
    expect(multiplyByDecimal(10n, '0.15', 'down')).toBe(1n)
    expect(multiplyByDecimal(10n, '0.15', 'up')).toBe(2n)
    expect(() => multiplyByDecimal(10n, '0.15', 'exact')).toThrowError()
    expect(() => parseRatio(`0.${'1'.repeat(37)}`)).toThrowError()
  })
})
