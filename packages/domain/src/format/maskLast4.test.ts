import { describe, expect, it } from 'vitest'
import { maskLast4, maskName } from './maskLast4'

describe('masking', () => {
  it('keeps only the last four digits', () => {
    expect(maskLast4('7899')).toBe('**** **** **** 7899')
    expect(maskLast4(null)).toBe('**** **** **** ****')
    expect(maskLast4('78')).toBe('**** **** **** ****')
  })
  it('masks every word of a name after its first letter', () => {
    expect(maskName('John  Doe')).toBe('J*** D**')
    expect(maskName('A B')).toBe('A B')
    expect(maskName(null)).toBe('')
  })
})
