import { type EnrollmentRefusal as DomainRefusal, enrollmentRefusalOf } from '@chaincard/domain'
import { isApiError } from '../../../lib/api/ApiError'
import type { CardholderField } from './validateCardholder'

/** Why the server refused an application's cardholder part: a sentence under `enrollment.refused`, a field. */
export type EnrollmentRefusal = { key: string; field?: CardholderField; reason?: string }

const FIELDS: Record<string, CardholderField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  cardName: 'cardName',
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  region: 'region',
  postalCode: 'postalCode',
  country: 'country',
  dateOfBirth: 'dateOfBirth',
  governmentId: 'governmentId',
  acceptedTerms: 'acceptedTerms',
}

/** The sentence (and the field to point at) of each of the domain's refusals the server sends. */
const REFUSALS: Record<DomainRefusal, EnrollmentRefusal> = {
  not_enrolling: { key: 'reload' },
  cardholder_required: { key: 'reload' },
  terms_version: { key: 'terms_version' },
  date_of_birth_required: { key: 'field', field: 'dateOfBirth' },
  government_id_required: { key: 'field', field: 'governmentId' },
  too_young: { key: 'too_young', field: 'dateOfBirth' },
  rejected_before: { key: 'rejected_before' },
  address_country: { key: 'field', field: 'country' },
  address_region: { key: 'field', field: 'region' },
  address_postal_code: { key: 'field', field: 'postalCode' },
  kyc_not_passed: { key: 'kyc_not_passed' },
}

/**
 * The server's refusal of an application's cardholder part (issue 30): the issuer out of reach (503), one of
 * the domain's refusals (read from the message by `enrollmentRefusalOf`, the words the server sends: a person
 * the issuer rejected before (409), terms of another version, a field the program needs, too young), or a
 * field the request's schema refused (`body.cardholder.address.postalCode: ...`). Null for anything else (the
 * generic alert).
 */
export function enrollmentRefusal(error: unknown): EnrollmentRefusal | null {
  if (!isApiError(error)) return null
  const message = error.shortMessage
  if (error.code === 'upstream_unavailable') return { key: 'unavailable' }
  // The issuer read the application and refused it: its own reason (in its words), to correct and send again.
  if (error.code === 'enrollment_refused') {
    return { key: 'issuer', reason: message.replace(/^enrollment refused:\s*/, '').slice(0, 200) }
  }
  if (error.code !== 'validation_failed' && error.code !== 'invalid_action') return null
  const refusal = enrollmentRefusalOf(message)
  if (refusal) return REFUSALS[refusal]
  if (error.code !== 'validation_failed') return null
  const named = /cardholder\.(?:address\.)?(\w+)/.exec(message)
  if (!named) return /cardholder\b/.test(message) ? { key: 'reload' } : null
  const field = FIELDS[named[1] ?? '']
  return field ? { key: 'field', field } : { key: 'reload' }
}
