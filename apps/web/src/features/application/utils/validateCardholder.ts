import {
  CardholderInput,
  type CardholderInputInput,
  checkEnrollmentAddress,
  type EnrollmentWorkflow,
  isOldEnough,
  normalizeEnrollmentAddress,
} from '@chaincard/domain'

/** What the cardholder part of the application form holds, as typed. */
export type CardholderForm = {
  firstName: string
  lastName: string
  cardName: string
  line1: string
  line2: string
  city: string
  region: string
  postalCode: string
  country: string
  dateOfBirth: string
  governmentId: string
  acceptedTerms: boolean
}

export type CardholderField = keyof CardholderForm

export const EMPTY_CARDHOLDER_FORM: CardholderForm = {
  firstName: '',
  lastName: '',
  cardName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  dateOfBirth: '',
  governmentId: '',
  acceptedTerms: false,
}

/** Each field's error, as an i18n key under `enrollment.invalid`. */
export type CardholderErrors = Partial<Record<CardholderField, string>>

export type ValidateCardholderParameters = {
  form: CardholderForm
  workflow: EnrollmentWorkflow
  termsVersion: string
  /** Today, for the age rule (YYYY-MM-DD, the person's own calendar day). */
  today: string
}

export type ValidateCardholderReturnType =
  | { valid: true; cardholder: CardholderInputInput; errors: CardholderErrors }
  | { valid: false; errors: CardholderErrors }

/** The form field of a schema issue's path (`['address', 'postalCode']` is `postalCode`). */
function fieldOf(path: readonly PropertyKey[]): CardholderField | undefined {
  const [first, second] = path
  if (first === 'address') return typeof second === 'string' ? (second as CardholderField) : undefined
  return typeof first === 'string' ? (first as CardholderField) : undefined
}

/** The i18n key (under `enrollment.invalid`) of a field's rule; `code` tells an empty field from a too long one. */
export function fieldErrorKey(field: CardholderField, code = 'too_small'): string {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return code === 'too_small' ? 'required' : 'legal_name'
    case 'cardName':
      return 'card_name'
    case 'postalCode':
      return 'postal_code'
    case 'country':
      return 'country'
    case 'dateOfBirth':
      return 'date_of_birth'
    case 'governmentId':
      return 'government_id'
    case 'acceptedTerms':
      return 'terms'
    default:
      return code === 'too_big' ? 'too_long' : 'required'
  }
}

/**
 * The cardholder part of an application, checked with the domain's `CardholderInput` (legal names in
 * any script, the card name in Latin capitals, the address), plus what the workflow asks (`basic`, `byo`: date of
 * birth, 18 or older, and government id). Valid: the part to send, as typed (trimmed), with the terms version.
 */
export function validateCardholder({
  form,
  workflow,
  termsVersion,
  today,
}: ValidateCardholderParameters): ValidateCardholderReturnType {
  const asksIdentity = workflow !== 'exempt'
  const line2 = form.line2.trim()
  const cardholder: CardholderInputInput = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    cardName: form.cardName.trim(),
    address: {
      line1: form.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: form.city.trim(),
      region: form.region.trim().toUpperCase(),
      postalCode: normalizeEnrollmentAddress({
        line1: '',
        city: '',
        region: '',
        postalCode: form.postalCode,
        country: form.country,
      }).postalCode,
      country: form.country,
    },
    ...(asksIdentity ? { dateOfBirth: form.dateOfBirth, governmentId: form.governmentId.trim() } : {}),
    // Checked below: the schema's literal would otherwise report a missing acceptance as a type error.
    acceptedTerms: true,
    termsVersion,
  }
  const errors: CardholderErrors = {}
  const parsed = CardholderInput.safeParse(cardholder)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path)
      if (field && !errors[field]) errors[field] = fieldErrorKey(field, issue.code)
    }
  }
  // The address as the issuer enrolls in this workflow (the same list the server checks).
  if (parsed.success) {
    const problem = checkEnrollmentAddress(workflow, normalizeEnrollmentAddress(parsed.data.address))
    if (problem === 'country') errors.country = 'country'
    else if (problem === 'region') errors.region = 'region'
    else if (problem === 'postalCode') errors.postalCode = 'postal_code'
  }
  if (asksIdentity && !form.dateOfBirth) errors.dateOfBirth = 'date_of_birth'
  else if (asksIdentity && !errors.dateOfBirth && !isOldEnough(form.dateOfBirth, today)) {
    errors.dateOfBirth = 'too_young'
  }
  if (!form.acceptedTerms) errors.acceptedTerms = 'terms'
  if (Object.keys(errors).length > 0) return { valid: false, errors }
  return { valid: true, cardholder, errors }
}
