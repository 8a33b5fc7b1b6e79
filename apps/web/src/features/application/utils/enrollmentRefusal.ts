import type { EnrollmentRefusal as DomainRefusal } from '@chaincard/domain'
import { isApiError } from '../../../lib/api/ApiError'
import { detailsOf } from '../../../lib/api/detailsOf'
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
  issuer_refused: { key: 'issuer' },
}

/** `body.cardholder.address.postalCode` -> postalCode: the form's field a refused path names, if any. */
function fieldOf(path: string): CardholderField | undefined {
  const named = /(?:^|\.)cardholder\.(?:address\.)?(\w+)/.exec(path)
  return named ? FIELDS[named[1] ?? ''] : undefined
}

/**
 * The server's refusal of an application's cardholder part, read from its code and typed details: the issuer
 * out of reach (503), one of the domain's refusals (`details.kind` enrollment: a person the issuer rejected
 * before, terms of another version, a field the program needs, too young), or the fields the request's schema
 * refused (`details.kind` fields, each a path like `body.cardholder.address.postalCode`). Null for anything else
 * (the generic alert).
 */
export function enrollmentRefusal(error: unknown): EnrollmentRefusal | null {
  if (!isApiError(error)) return null
  if (error.code === 'upstream_unavailable') return { key: 'unavailable' }
  const details = detailsOf(error)
  // The issuer read the application and refused it: its own reason (in its words), to correct and send again.
  if (details?.kind === 'enrollment' && details.refusal === 'issuer_refused') {
    return { key: 'issuer', reason: (details.reasons ?? []).join(', ').slice(0, 200) }
  }
  if (details?.kind === 'enrollment') return REFUSALS[details.refusal]
  if (error.code !== 'validation_failed' || details?.kind !== 'fields') return null
  const cardholderPaths = details.fields
    .map((issue) => issue.path)
    .filter((path) => /(^|\.)cardholder\b/.test(path))
  if (cardholderPaths.length === 0) return null
  const field = cardholderPaths.map(fieldOf).find((named) => named !== undefined)
  return field ? { key: 'field', field } : { key: 'reload' }
}
