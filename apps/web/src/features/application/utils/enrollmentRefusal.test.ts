import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { enrollmentRefusal } from './enrollmentRefusal'

const error = (code: string, status: number, message: string) => new ApiError({ code, status, message })

describe('enrollmentRefusal', () => {
  it('reads the field the server named, the terms version, a person refused before, the issuer out of reach', () => {
    expect(
      enrollmentRefusal(
        error('validation_failed', 400, 'body.cardholder.address.postalCode: must be a postal code'),
      ),
    ).toEqual({ key: 'field', field: 'postalCode' })
    expect(
      enrollmentRefusal(
        error(
          'validation_failed',
          400,
          'validation failed: cardholder.dateOfBirth: a cardholder must be at least 18',
        ),
      ),
    ).toEqual({ key: 'too_young', field: 'dateOfBirth' })
    expect(
      enrollmentRefusal(
        error(
          'validation_failed',
          400,
          'validation failed: cardholder.termsVersion: the terms are now version 4',
        ),
      ),
    ).toEqual({ key: 'terms_version' })
    expect(
      enrollmentRefusal(
        error(
          'invalid_action',
          409,
          'invalid action: the card issuer did not accept you as a cardholder (x)',
        ),
      ),
    ).toEqual({ key: 'rejected_before' })
    expect(enrollmentRefusal(error('upstream_unavailable', 503, 'upstream unavailable'))).toEqual({
      key: 'unavailable',
    })
    expect(
      enrollmentRefusal(
        error(
          'validation_failed',
          400,
          'cardholder: this program does not enroll cardholders with the card issuer',
        ),
      ),
    ).toEqual({ key: 'reload' })
  })

  it('leaves anything else to the generic alert', () => {
    expect(
      enrollmentRefusal(
        error('invalid_action', 409, 'invalid action: this card does not take an application now'),
      ),
    ).toBeNull()
    expect(enrollmentRefusal(error('validation_failed', 400, 'body.email: invalid email'))).toBeNull()
    expect(enrollmentRefusal(new Error('boom'))).toBeNull()
  })
})
