import { describe, expect, test } from 'vitest'
import { type ContactForm, isContactConfirmDisabled, validateContactForm } from './validateContactForm'

const valid: ContactForm = {
  email: 'jane.doe@example.com',
  callingCode: '1',
  phoneNumber: '2015550123',
  displayName: 'Jane Doe',
}

describe('validateContactForm (SPEC section 5)', () => {
  test('a valid form', () => {
    expect(validateContactForm(valid)).toEqual({ valid: true, errors: {} })
    expect(validateContactForm({ ...valid, callingCode: '+44', phoneNumber: '7400 123456' }).valid).toBe(true)
    expect(validateContactForm({ ...valid, displayName: '  Jane  Doe ' }).valid).toBe(true)
  })

  test.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane doe@example.com',
    'jane@exa mple.com',
  ])("email %j -> 'invalid email'", (email) => {
    expect(validateContactForm({ ...valid, email }).errors).toEqual({ email: 'invalid email' })
  })

  test.each([
    ['1', '123'],
    ['1', '20155501234567'],
    ['1', 'abcdefghij'],
    ['999', '2015550123'],
    ['', '2015550123'],
    ['1', ''],
    ['abc', '2015550123'],
  ])("calling code %j, number %j -> 'invalid phone'", (callingCode, phoneNumber) => {
    expect(validateContactForm({ ...valid, callingCode, phoneNumber }).errors).toEqual({
      phone: 'invalid phone',
    })
  })

  test.each(['Jürgen Groß-Müller', "O'Brien", 'José María', 'Zoë', '李雷', 'x'.repeat(64)])(
    'display name %j is a name',
    (displayName) => {
      expect(validateContactForm({ ...valid, displayName }).errors).toEqual({})
    },
  )

  test.each(['', '   ', 'Jane3', 'Jane_Doe', '-Jane', 'Jane--Doe', 'x'.repeat(65)])(
    "display name %j -> 'invalid display name'",
    (displayName) => {
      expect(validateContactForm({ ...valid, displayName }).errors).toEqual({
        displayName: 'invalid display name',
      })
    },
  )

  test('reports every failing field', () => {
    expect(validateContactForm({ email: 'x', callingCode: '1', phoneNumber: '1', displayName: '1' })).toEqual(
      {
        valid: false,
        errors: { email: 'invalid email', phone: 'invalid phone', displayName: 'invalid display name' },
      },
    )
  })

  test('confirm disabled while requesting or with an empty field', () => {
    expect(isContactConfirmDisabled({ ...valid, requesting: false })).toBe(false)
    expect(isContactConfirmDisabled({ ...valid, requesting: true })).toBe(true)
    for (const field of ['email', 'callingCode', 'phoneNumber', 'displayName'] as const) {
      expect(isContactConfirmDisabled({ ...valid, [field]: '', requesting: false })).toBe(true)
    }
    expect(isContactConfirmDisabled({ ...valid, displayName: '   ', requesting: false })).toBe(true)
  })
})
