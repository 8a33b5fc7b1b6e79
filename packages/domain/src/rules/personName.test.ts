import { describe, expect, it } from 'vitest'
import { contactNameOf, DISPLAY_NAME_MAX, isValidPersonName, normalizePersonName } from './personName'

describe('person names', () => {
  it('takes letters of any script with spaces, hyphens and apostrophes between them', () => {
    for (const name of [
      'Jürgen Groß-Müller',
      "O'Brien",
      'O’Brien',
      'José María',
      '李小龙',
      'Пётр Иванов',
      'Zoë',
    ]) {
      expect(isValidPersonName(name, DISPLAY_NAME_MAX), name).toBe(true)
    }
  })

  it('refuses digits, symbols, empty names, separators at the ends and names over the limit', () => {
    for (const name of ['', '   ', 'John3', 'a@b', '-Anna', "Anna'", 'Anna--Lena', 'x'.repeat(65)]) {
      expect(isValidPersonName(name, DISPLAY_NAME_MAX), name).toBe(false)
    }
    expect(isValidPersonName('x'.repeat(64), DISPLAY_NAME_MAX)).toBe(true)
  })

  it('keeps a name trimmed, composed, with single spaces and a plain apostrophe', () => {
    expect(normalizePersonName('  Jose\u0301   María ')).toBe('José María')
    expect(normalizePersonName('O’Brien')).toBe("O'Brien")
  })

  it('a contact name from legal names: both, or the last alone when both are too long', () => {
    expect(contactNameOf(' Jürgen ', 'Groß-Müller')).toBe('Jürgen Groß-Müller')
    expect(contactNameOf('A'.repeat(40), 'B'.repeat(40))).toBe('B'.repeat(40))
  })
})
