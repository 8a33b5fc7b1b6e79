import { describe, expect, it } from 'vitest'
import { ContactInfoBody, CreateOrderBody, OrderEditBody, Phone } from './orders'
import { requestSamples } from './samples.fixture'

const contact = requestSamples.ContactInfoBody

describe('ContactInfoBody', () => {
  it('trims the display name and strips the "+" of the calling code', () => {
    expect(ContactInfoBody.parse(contact)).toEqual({
      email: 'john.doe@example.com',
      phone: { callingCode: '1', phoneNumber: '2025550123' },
      displayName: 'John Doe',
      language: 'de',
    })
    expect(ContactInfoBody.safeParse({ ...contact, language: 'fr' }).success).toBe(false)
    expect(Phone.parse({ callingCode: '44', phoneNumber: '7911123456' }).callingCode).toBe('44')
  })

  it('rejects invalid emails, including over 254 characters', () => {
    for (const email of ['', 'john', 'john@', '@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(ContactInfoBody.safeParse({ ...contact, email }).success, email).toBe(false)
    }
  })

  it('rejects malformed or invalid phones with "invalid phone" for a well-formed but impossible number', () => {
    for (const phone of [
      { callingCode: '', phoneNumber: '2025550123' },
      { callingCode: '++1', phoneNumber: '2025550123' },
      { callingCode: '1', phoneNumber: '202-555-0123' },
      { callingCode: '1', phoneNumber: '1'.repeat(15) },
      { callingCode: 1, phoneNumber: '2025550123' },
    ]) {
      expect(ContactInfoBody.safeParse({ ...contact, phone }).success, JSON.stringify(phone)).toBe(false)
    }
    const result = Phone.safeParse({ callingCode: '1', phoneNumber: '5551234' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['invalid phone'])
  })

  it('display names are names: letters of any script with spaces, hyphens or apostrophes, at most 64', () => {
    for (const displayName of ['', '   ', 'John3', 'John_Doe', 'a'.repeat(65)]) {
      expect(ContactInfoBody.safeParse({ ...contact, displayName }).success, displayName).toBe(false)
    }
    for (const displayName of ['Jürgen Groß-Müller', "O'Brien", 'José María', 'a'.repeat(64)]) {
      expect(ContactInfoBody.safeParse({ ...contact, displayName }).success, displayName).toBe(true)
    }
    // Kept as written, trimmed, with single spaces and a plain apostrophe.
    expect(ContactInfoBody.parse({ ...contact, displayName: '  Seán   O’Brien ' }).displayName).toBe(
      "Seán O'Brien",
    )
  })

  it('rejects unknown fields, also inside phone', () => {
    expect(ContactInfoBody.safeParse({ ...contact, admin: true }).success).toBe(false)
    expect(ContactInfoBody.safeParse({ ...contact, phone: { ...contact.phone, ext: '1' } }).success).toBe(
      false,
    )
  })
})

describe('order bodies', () => {
  it('create and edit take a currency id and a product id', () => {
    expect(CreateOrderBody.parse({ currency: 'usdt', productId: 'classic' })).toEqual({
      currency: 'usdt',
      productId: 'classic',
    })
    expect(CreateOrderBody.safeParse({ currency: 'usdt' }).success).toBe(false)
    expect(CreateOrderBody.safeParse({ currency: 'usdt', productId: '' }).success).toBe(false)
    expect(OrderEditBody.safeParse({ currency: 'x'.repeat(41) }).success).toBe(false)
  })
})
