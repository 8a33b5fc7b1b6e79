import { describe, expect, it } from 'vitest'
import { currencyExponent, formatMinorAmount } from './currencyExponent'

describe('currencyExponent and formatMinorAmount', () => {
  it('knows the ISO 4217 minor units of the currencies merchants bill in', () => {
    expect([
      currencyExponent('USD'),
      currencyExponent('EUR'),
      currencyExponent('JPY'),
      currencyExponent('KWD'),
    ]).toEqual([2, 2, 0, 3])
  })

  it('writes minor units as an exact decimal with every decimal of the currency', () => {
    expect(formatMinorAmount(900n, 'EUR')).toBe('9.00')
    expect(formatMinorAmount(1_500n, 'JPY')).toBe('1500')
    expect(formatMinorAmount(-5n, 'KWD')).toBe('-0.005')
    expect(formatMinorAmount(0n, 'USD')).toBe('0.00')
  })
})
