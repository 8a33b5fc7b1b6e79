import { isValidPhoneNumber } from 'libphonenumber-js'
import { DISPLAY_NAME_MAX, isValidPersonName } from './personName'

export type ContactForm = {
  email: string
  /** Country calling code, with or without "+" ("1", "+44"). */
  callingCode: string
  phoneNumber: string
  displayName: string
}

export type ContactFormErrors = {
  email?: 'invalid email'
  phone?: 'invalid phone'
  displayName?: 'invalid display name'
}

export type ValidateContactFormResult = { valid: boolean; errors: ContactFormErrors }

// WHATWG "valid e-mail address" with at least one dot in the domain (a card holder needs a routable address).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** True when the email matches the standard pattern (after trimming). */
export function isValidEmail(email: string): boolean {
  const value = email.trim()
  return value.length <= 254 && EMAIL.test(value)
}

/** The phone as validated and sent: "+" + calling code + number, e.g. "+12015550123". */
export function toE164Candidate(callingCode: string, phoneNumber: string): string {
  return `+${callingCode.trim().replace(/^\+/, '')}${phoneNumber.trim()}`
}

/** True when "+" + calling code + number is a valid phone number (libphonenumber-js). */
export function isValidContactPhone(callingCode: string, phoneNumber: string): boolean {
  const code = callingCode.trim().replace(/^\+/, '')
  if (!/^\d{1,4}$/.test(code) || phoneNumber.trim() === '') return false
  try {
    return isValidPhoneNumber(toE164Candidate(code, phoneNumber))
  } catch {
    return false
  }
}

/**
 * The contact name: letters of any script with spaces, hyphens or apostrophes between them, at most
 * `DISPLAY_NAME_MAX` characters (the server's `ContactInfoBody` applies the same rule).
 */
export function isValidDisplayName(displayName: string): boolean {
  return isValidPersonName(displayName, DISPLAY_NAME_MAX)
}

/** Contact (application) form rules of SPEC section 5, with the SPEC error keys per field. */
export function validateContactForm(form: ContactForm): ValidateContactFormResult {
  const errors: ContactFormErrors = {}
  if (!isValidEmail(form.email)) errors.email = 'invalid email'
  if (!isValidContactPhone(form.callingCode, form.phoneNumber)) errors.phone = 'invalid phone'
  if (!isValidDisplayName(form.displayName)) errors.displayName = 'invalid display name'
  return { valid: Object.keys(errors).length === 0, errors }
}

/** Confirm is disabled while requesting or when email, calling code, phone number or trimmed display name is empty. */
export function isContactConfirmDisabled(form: ContactForm & { requesting: boolean }): boolean {
  return (
    form.requesting ||
    form.email.trim() === '' ||
    form.callingCode.trim() === '' ||
    form.phoneNumber.trim() === '' ||
    form.displayName.trim() === ''
  )
}
