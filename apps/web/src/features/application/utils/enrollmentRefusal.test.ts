import { enrollmentRefusalMessage } from '@chaincard/domain'
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
          `validation failed: ${enrollmentRefusalMessage('terms_version', 'version 4')}`,
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

  it("maps each of the domain's refusals the server sends to its sentence", () => {
    const refused = (code: string, status: number, ...args: Parameters<typeof enrollmentRefusalMessage>) =>
      enrollmentRefusal(error(code, status, `validation failed: ${enrollmentRefusalMessage(...args)}`))
    expect(refused('validation_failed', 400, 'not_enrolling')).toEqual({ key: 'reload' })
    expect(refused('validation_failed', 400, 'cardholder_required')).toEqual({ key: 'reload' })
    expect(refused('validation_failed', 400, 'terms_version', 'version 4')).toEqual({ key: 'terms_version' })
    expect(refused('validation_failed', 400, 'date_of_birth_required')).toEqual({
      key: 'field',
      field: 'dateOfBirth',
    })
    expect(refused('validation_failed', 400, 'government_id_required')).toEqual({
      key: 'field',
      field: 'governmentId',
    })
    expect(refused('validation_failed', 400, 'too_young')).toEqual({ key: 'too_young', field: 'dateOfBirth' })
    expect(
      enrollmentRefusal(error('invalid_action', 409, enrollmentRefusalMessage('rejected_before', 'X'))),
    ).toEqual({ key: 'rejected_before' })
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
