import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { enrollmentRefusal } from './enrollmentRefusal'

const error = (code: string, status: number, details?: unknown) =>
  new ApiError({ code, status, message: 'a sentence the app never reads', details })
const fields = (...paths: string[]) => ({
  kind: 'fields',
  fields: paths.map((path) => ({ path, rule: 'custom' })),
})
const refusal = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'enrollment',
  refusal: name,
  ...extra,
})

describe('enrollmentRefusal', () => {
  it('reads the field the schema refused, from the typed details', () => {
    expect(
      enrollmentRefusal(error('validation_failed', 400, fields('body.cardholder.address.postalCode'))),
    ).toEqual({
      key: 'field',
      field: 'postalCode',
    })
    expect(
      enrollmentRefusal(error('validation_failed', 400, fields('body.email', 'body.cardholder.lastName'))),
    ).toEqual({ key: 'field', field: 'lastName' })
    // A cardholder path the form has no field for: the program changed; reload.
    expect(enrollmentRefusal(error('validation_failed', 400, fields('body.cardholder.nickname')))).toEqual({
      key: 'reload',
    })
  })

  it("maps each of the domain's refusals to its sentence and field", () => {
    const refused = (name: string, code = 'validation_failed', status = 400) =>
      enrollmentRefusal(error(code, status, refusal(name)))
    expect(refused('not_enrolling')).toEqual({ key: 'reload' })
    expect(refused('cardholder_required')).toEqual({ key: 'reload' })
    expect(refused('terms_version')).toEqual({ key: 'terms_version' })
    expect(refused('date_of_birth_required')).toEqual({ key: 'field', field: 'dateOfBirth' })
    expect(refused('government_id_required')).toEqual({ key: 'field', field: 'governmentId' })
    expect(refused('too_young')).toEqual({ key: 'too_young', field: 'dateOfBirth' })
    expect(refused('rejected_before', 'invalid_action', 409)).toEqual({ key: 'rejected_before' })
    expect(enrollmentRefusal(error('upstream_unavailable', 503))).toEqual({ key: 'unavailable' })
  })

  it('leaves anything else to the generic alert', () => {
    expect(enrollmentRefusal(error('invalid_action', 409))).toBeNull()
    expect(enrollmentRefusal(error('validation_failed', 400, fields('body.email')))).toBeNull()
    expect(enrollmentRefusal(error('validation_failed', 400))).toBeNull()
    expect(enrollmentRefusal(new Error('boom'))).toBeNull()
  })
})
