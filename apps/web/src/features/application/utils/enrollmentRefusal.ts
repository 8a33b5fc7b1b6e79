import { isApiError } from '../../../lib/api/ApiError'
import type { CardholderField } from './validateCardholder'

/** Why the server refused an application's cardholder part: a sentence under `enrollment.refused`, a field. */
export type EnrollmentRefusal = { key: string; field?: CardholderField }

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

/**
 * The server's refusal of an application's cardholder part (issue 30), read from its code and the field its
 * message names (`validation failed: cardholder.dateOfBirth: ...`): a person the issuer rejected before (409),
 * the issuer out of reach (503), terms of another version, a field. Null for anything else (the generic alert).
 */
export function enrollmentRefusal(error: unknown): EnrollmentRefusal | null {
  if (!isApiError(error)) return null
  const message = error.shortMessage
  if (error.code === 'upstream_unavailable') return { key: 'unavailable' }
  if (error.code === 'invalid_action' && message.includes('did not accept you as a cardholder')) {
    return { key: 'rejected_before' }
  }
  if (error.code !== 'validation_failed') return null
  const named = /cardholder\.(?:address\.)?(\w+)/.exec(message)
  if (!named) return /cardholder\b/.test(message) ? { key: 'reload' } : null
  if (named[1] === 'termsVersion') return { key: 'terms_version' }
  const field = FIELDS[named[1] ?? '']
  if (!field) return { key: 'reload' }
  if (field === 'dateOfBirth' && message.includes('at least')) return { key: 'too_young', field }
  return { key: 'field', field }
}
