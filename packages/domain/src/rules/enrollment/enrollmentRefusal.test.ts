import { describe, expect, it } from 'vitest'
import { ENROLLMENT_REFUSALS } from '../../schemas/errorDetails'
import { enrollmentRefusalField, enrollmentRefusalMessage } from './enrollmentRefusal'

describe('enrollment refusals', () => {
  it('have a sentence each, with the case in parentheses', () => {
    for (const refusal of ENROLLMENT_REFUSALS)
      expect(enrollmentRefusalMessage(refusal).length).toBeGreaterThan(10)
    expect(enrollmentRefusalMessage('rejected_before', 'NAME_VERIFICATION_FAILURE')).toBe(
      'invalid action: the card issuer did not accept you as a cardholder (NAME_VERIFICATION_FAILURE)',
    )
    expect(enrollmentRefusalMessage('too_young')).toBe(
      'cardholder.dateOfBirth: a cardholder must be at least 18',
    )
  })
  it('point at the field they concern, or at none', () => {
    expect(enrollmentRefusalField('too_young')).toBe('cardholder.dateOfBirth')
    expect(enrollmentRefusalField('government_id_required')).toBe('cardholder.governmentId')
    expect(enrollmentRefusalField('rejected_before')).toBeUndefined()
    expect(enrollmentRefusalField('not_enrolling')).toBeUndefined()
  })
})
