import { describe, expect, it } from 'vitest'
import { type CardholderForm, EMPTY_CARDHOLDER_FORM, validateCardholder } from './validateCardholder'

const FORM: CardholderForm = {
  ...EMPTY_CARDHOLDER_FORM,
  firstName: ' Seán ',
  lastName: "O'Brien",
  cardName: "SEAN O'BRIEN",
  line1: '1 Main Street',
  city: 'Montréal',
  region: 'qc',
  postalCode: 'h2x1y4',
  country: 'CAN',
  acceptedTerms: true,
}
/** KYC_BASIC enrolls the USA only. */
const US_FORM: CardholderForm = {
  ...FORM,
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'USA',
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
          city: 'Montréal',
          region: 'QC',
          postalCode: 'H2X 1Y4',
          country: 'CAN',
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
    expect(check(US_FORM, 'basic').errors).toMatchObject({
      dateOfBirth: 'date_of_birth',
      governmentId: 'government_id',
    })
    expect(check({ ...US_FORM, dateOfBirth: '2008-11-29', governmentId: 'AB-1234' }, 'basic').errors).toEqual(
      {
        dateOfBirth: 'too_young',
      },
    )
    expect(check({ ...US_FORM, dateOfBirth: '2008-11-28', governmentId: 'AB-1234' }, 'basic')).toMatchObject({
      valid: true,
      cardholder: { dateOfBirth: '2008-11-28', governmentId: 'AB-1234' },
    })
  })

  it('takes only an address the issuer enrolls in the workflow: its countries, states and postal codes', () => {
    expect(check({ ...FORM, country: 'DEU' }).errors).toEqual({ country: 'country' })
    expect(check({ ...FORM, dateOfBirth: '1990-01-01', governmentId: 'AB-1234' }, 'basic').errors).toEqual({
      country: 'country',
    })
    expect(check({ ...FORM, region: 'IL' }).errors).toEqual({ region: 'region' })
    expect(check({ ...US_FORM, postalCode: '6270' }).errors).toEqual({ postalCode: 'postal_code' })
    expect(check({ ...US_FORM, postalCode: '62701-1234' }).valid).toBe(true)
  })
})
