import { describe, expect, it } from 'vitest'
import { type EnrollmentRefusal, enrollmentRefusalMessage, enrollmentRefusalOf } from './enrollmentRefusal'

const REFUSALS: EnrollmentRefusal[] = [
  'not_enrolling',
  'cardholder_required',
  'terms_version',
  'date_of_birth_required',
  'government_id_required',
  'too_young',
  'rejected_before',
]

describe('enrollment refusals', () => {
  it('are read back from the message the server sends, with or without its detail and prefix', () => {
    for (const refusal of REFUSALS) {
      expect(enrollmentRefusalOf(enrollmentRefusalMessage(refusal))).toBe(refusal)
      expect(enrollmentRefusalOf(enrollmentRefusalMessage(refusal, 'version 4'))).toBe(refusal)
      expect(enrollmentRefusalOf(`validation failed: ${enrollmentRefusalMessage(refusal)}`)).toBe(refusal)
    }
    expect(enrollmentRefusalMessage('rejected_before', 'NAME_VERIFICATION_FAILURE')).toBe(
      'invalid action: the card issuer did not accept you as a cardholder (NAME_VERIFICATION_FAILURE)',
    )
    expect(enrollmentRefusalMessage('too_young')).toBe(
      'cardholder.dateOfBirth: a cardholder must be at least 18',
    )
  })
  it('names no refusal for any other message', () => {
    expect(enrollmentRefusalOf('body.cardholder.address.postalCode: must be a postal code')).toBeNull()
    expect(enrollmentRefusalOf('invalid action: this card does not take an application now')).toBeNull()
    expect(enrollmentRefusalOf('')).toBeNull()
  })
})
