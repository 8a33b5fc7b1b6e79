import { describe, expect, it } from 'vitest'
import { generatePan, SANDBOX_BIN } from './generatePan'
import { isLuhnValid, luhnCheckDigit } from './luhn'

describe('luhn', () => {
  it('matches known card numbers', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true)
    expect(isLuhnValid('4000056655665556')).toBe(true)
    expect(isLuhnValid('79927398713')).toBe(true)
    expect(isLuhnValid('4242424242424241')).toBe(false)
    expect(isLuhnValid('42424242424242a2')).toBe(false)
    expect(luhnCheckDigit('7992739871')).toBe('3')
  })
})

describe('generatePan', () => {
  it('gives 16 Luhn-valid digits under the test BIN, all different', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 500; i++) {
      const pan = generatePan()
      expect(pan).toMatch(/^\d{16}$/)
      expect(pan.startsWith(SANDBOX_BIN)).toBe(true)
      expect(isLuhnValid(pan)).toBe(true)
      seen.add(pan)
    }
    expect(seen.size).toBe(500)
  })

  it('refuses a malformed BIN', () => {
    expect(() => generatePan('12a456')).toThrow(RangeError)
  })
})
