import type { EnrollmentRefusal } from '../../schemas/errorDetails'
import { CARDHOLDER_MIN_AGE_YEARS } from './isOldEnough'

export type { EnrollmentRefusal }

/** The sentence of each refusal for people and logs (programs read `details.refusal`, never this). */
const MESSAGES: Record<EnrollmentRefusal, string> = {
  not_enrolling: 'cardholder: this program does not enroll cardholders with the card issuer',
  cardholder_required: 'cardholder: required: this program enrolls its cardholders with the card issuer',
  terms_version: 'cardholder.termsVersion: the cardholder terms have changed: accept the current ones',
  date_of_birth_required: 'cardholder.dateOfBirth: required by this program',
  government_id_required: 'cardholder.governmentId: required by this program',
  too_young: `cardholder.dateOfBirth: a cardholder must be at least ${CARDHOLDER_MIN_AGE_YEARS}`,
  rejected_before: 'invalid action: the card issuer did not accept you as a cardholder',
  address_country: 'cardholder.address.country: the card issuer does not enroll cardholders of this country',
  address_region: 'cardholder.address.region: must be the two-letter code of a state or province',
  address_postal_code: "cardholder.address.postalCode: must be in the country's postal code format",
  kyc_not_passed: 'invalid action: your identity check has not passed yet',
  issuer_refused: 'enrollment refused',
}

/** The field of the application a refusal points at, as a path in the request body (none: the whole part). */
const FIELDS: Partial<Record<EnrollmentRefusal, string>> = {
  terms_version: 'cardholder.termsVersion',
  date_of_birth_required: 'cardholder.dateOfBirth',
  government_id_required: 'cardholder.governmentId',
  too_young: 'cardholder.dateOfBirth',
  address_country: 'cardholder.address.country',
  address_region: 'cardholder.address.region',
  address_postal_code: 'cardholder.address.postalCode',
}

/** The message of a refusal, with what the case adds in parentheses (the current terms, the issuer's reasons). */
export function enrollmentRefusalMessage(refusal: EnrollmentRefusal, detail?: string): string {
  return detail ? `${MESSAGES[refusal]} (${detail})` : MESSAGES[refusal]
}

/** The field a refusal points at (`cardholder.dateOfBirth`), or undefined when it concerns the whole part. */
export function enrollmentRefusalField(refusal: EnrollmentRefusal): string | undefined {
  return FIELDS[refusal]
}
