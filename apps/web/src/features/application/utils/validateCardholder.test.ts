import { describe, expect, it } from 'vitest'
import { type CardholderForm, EMPTY_CARDHOLDER_FORM, validateCardholder } from './validateCardholder'

const FORM: CardholderForm = {
  ...EMPTY_CARDHOLDER_FORM,
  firstName: ' Seán ',
  lastName: "O'Brien",
  cardName: "SEAN O'BRIEN",
  line1: '1 Main Street',
  city: 'Dublin',
  postalCode: 'D02 X285',
  country: 'IRL',
  acceptedTerms: true,
}
const check = (form: CardholderForm, workflow: 'exempt' | 'basic' = 'exempt') =>
  validateCardholder({ form, workflow, termsVersion: '3', today: '2026-11-28' })

describe('validateCardholder', () => {
  it('returns the part to send, trimmed, without an empty second line or what the workflow does not ask', () => {
    expect(check(FORM)).toEqual({
      valid: true,
      errors: {},
      cardholder: {
        firstName: 'Seán',
        lastName: "O'Brien",
        cardName: "SEAN O'BRIEN",
        address: {
          line1: '1 Main Street',
          city: 'Dublin',
          region: '',
          postalCode: 'D02 X285',
          country: 'IRL',
        },
        acceptedTerms: true,
        termsVersion: '3',
      },
    })
  })

  it('names each wrong field by its rule', () => {
    const result = check({
      ...EMPTY_CARDHOLDER_FORM,
      firstName: 'J0hn',
      cardName: 'john',
      line1: 'x'.repeat(101),
      postalCode: '#',
    })
    expect(result.valid).toBe(false)
    expect(result.errors).toEqual({
      firstName: 'legal_name',
      lastName: 'required',
      cardName: 'card_name',
      line1: 'too_long',
      city: 'required',
      postalCode: 'postal_code',
      country: 'country',
      acceptedTerms: 'terms',
    })
  })

  it('basic: asks the date of birth (18 on the day counts) and the government id', () => {
    expect(check(FORM, 'basic').errors).toMatchObject({
      dateOfBirth: 'date_of_birth',
      governmentId: 'government_id',
    })
    expect(check({ ...FORM, dateOfBirth: '2008-11-29', governmentId: 'AB-1234' }, 'basic').errors).toEqual({
      dateOfBirth: 'too_young',
    })
    expect(check({ ...FORM, dateOfBirth: '2008-11-28', governmentId: 'AB-1234' }, 'basic')).toMatchObject({
      valid: true,
      cardholder: { dateOfBirth: '2008-11-28', governmentId: 'AB-1234' },
    })
  })
})
