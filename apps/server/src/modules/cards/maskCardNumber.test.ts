import { describe, expect, it } from 'vitest'
import { CARD_ID_PATTERN, generateCardId } from './generateCardId'
import { maskCardNumber, maskName } from './maskCardNumber'

describe('masking', () => {
  it('keeps only the last four digits', () => {
    expect(maskCardNumber('7899')).toBe('**** **** **** 7899')
    expect(maskCardNumber(null)).toBe('**** **** **** ****')
    expect(maskCardNumber('78')).toBe('**** **** **** ****')
  })
  it('masks every word of a name after its first letter', () => {
    expect(maskName('John  Doe')).toBe('J*** D**')
    expect(maskName('A B')).toBe('A B')
    expect(maskName(null)).toBe('')
  })
})

describe('generateCardId', () => {
  it('gives distinct UUID v4 ids matching the path pattern', () => {
    const ids = new Set(Array.from({ length: 1000 }, generateCardId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(CARD_ID_PATTERN)
  })
})
