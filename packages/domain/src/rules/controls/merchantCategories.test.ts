import { describe, expect, it } from 'vitest'
import { categoryOfMcc, isMcc, MERCHANT_CATEGORIES, MERCHANT_CATEGORY_NAMES } from './merchantCategories'

const mcc = (code: number) => String(code).padStart(4, '0')

describe('categoryOfMcc', () => {
  it('knows the codes each category is made of', () => {
    const expected: Record<string, string[]> = {
      gambling: ['7800', '7801', '7802', '7995', '9406'],
      adult: ['5967', '7273', '7297'],
      money_transfer_crypto: ['4829', '6050', '6051', '6540'],
      securities: ['6211'],
      cash_withdrawal: ['6010', '6011'],
      travel: [
        '3000',
        '3500',
        '3999',
        '4112',
        '4131',
        '4411',
        '4511',
        '4582',
        '4722',
        '7011',
        '7012',
        '7512',
      ],
      subscriptions: ['4899', '5815', '5816', '5817', '5818', '5968'],
      alcohol_tobacco: ['5921', '5993'],
      fuel: ['5541', '5542'],
    }
    expect(Object.keys(expected).sort()).toEqual([...MERCHANT_CATEGORY_NAMES].sort())
    for (const [category, codes] of Object.entries(expected)) {
      for (const code of codes) expect(categoryOfMcc(code), code).toBe(category)
    }
  })

  it('stops at each range: the code below and above a range is not in it', () => {
    for (const name of MERCHANT_CATEGORY_NAMES) {
      for (const [from, to] of MERCHANT_CATEGORIES[name]) {
        expect(categoryOfMcc(mcc(from))).toBe(name)
        expect(categoryOfMcc(mcc(to))).toBe(name)
        // Ranges of one category never touch (they would be one range), so the neighbours are outside it.
        expect(categoryOfMcc(mcc(from - 1))).not.toBe(name)
        expect(categoryOfMcc(mcc(to + 1))).not.toBe(name)
      }
    }
    // Neighbours written out, so a range widened by mistake fails here.
    for (const code of ['2999', '4000', '7799', '7803', '7994', '7996', '9405', '9407', '4828', '4830']) {
      expect(categoryOfMcc(code), code).toBeNull()
    }
    for (const code of ['6049', '6052', '6009', '6012', '6210', '6212', '5814', '5819', '5540', '5543']) {
      expect(categoryOfMcc(code), code).toBeNull()
    }
  })

  it('puts every code in at most one category, so a decline names one', () => {
    for (let code = 0; code <= 9999; code++) {
      const holders = MERCHANT_CATEGORY_NAMES.filter((name) =>
        MERCHANT_CATEGORIES[name].some(([from, to]) => code >= from && code <= to),
      )
      expect(holders.length, mcc(code)).toBeLessThanOrEqual(1)
    }
  })

  it('has no category for a code in none, nor for what is not a merchant code', () => {
    expect(categoryOfMcc('5411')).toBeNull()
    expect(categoryOfMcc('0742')).toBeNull()
    for (const value of ['', '799', '79950', '7995 ', ' 7995', 'abcd', '79.5', '-799']) {
      expect(isMcc(value), value).toBe(false)
      expect(categoryOfMcc(value), value).toBeNull()
    }
    expect(isMcc('0742')).toBe(true)
  })
})
