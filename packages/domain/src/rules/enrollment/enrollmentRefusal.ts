import { CARDHOLDER_MIN_AGE_YEARS } from './isOldEnough'

/**
 * Why the server refused an application's cardholder part (issue 30), past the fields its schema checks:
 * `not_enrolling` (a cardholder part sent to a program that enrolls no one), `cardholder_required` (none sent
 * to one that does), `terms_version` (terms of another version accepted), `date_of_birth_required` /
 * `government_id_required` (the program's workflow needs them), `too_young` (younger than
 * CARDHOLDER_MIN_AGE_YEARS), `address_country` / `address_region` / `address_postal_code` (an address the
 * workflow's issuer does not take, `checkEnrollmentAddress`): 400s; `rejected_before` (the issuer rejected the
 * person before), `kyc_not_passed` (a KYC_BYO program whose provider has not recorded a pass for the person): 409.
 */
export type EnrollmentRefusal =
  | 'not_enrolling'
  | 'cardholder_required'
  | 'terms_version'
  | 'date_of_birth_required'
  | 'government_id_required'
  | 'too_young'
  | 'rejected_before'
  | 'address_country'
  | 'address_region'
  | 'address_postal_code'
  | 'kyc_not_passed'

/**
 * The message of each refusal (a 400 names the field first, as validation messages do): the server sends it
 * (`enrollmentRefusalMessage`), the web app reads which refusal it was by it (`enrollmentRefusalOf`), so the
 * two never drift apart.
 */
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
}

const INVALID_ACTION = 'invalid action: '

/** The message of a refusal, with what the case adds in parentheses (the current terms, the issuer's reasons). */
export function enrollmentRefusalMessage(refusal: EnrollmentRefusal, detail?: string): string {
  return detail ? `${MESSAGES[refusal]} (${detail})` : MESSAGES[refusal]
}

/** The refusal a 400's or 409's message names (null: another one, e.g. a field the schema refused). */
export function enrollmentRefusalOf(message: string): EnrollmentRefusal | null {
  const found = Object.entries(MESSAGES).find(([, text]) =>
    message.includes(text.startsWith(INVALID_ACTION) ? text.slice(INVALID_ACTION.length) : text),
  )
  return found ? (found[0] as EnrollmentRefusal) : null
}
