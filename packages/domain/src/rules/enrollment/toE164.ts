import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * A contact form's phone (calling code and national number, which may keep its trunk prefix: "0151...") in
 * E.164 as an issuer takes it ("+4915112345678"); the plain join when the number does not parse.
 */
export function toE164(phone: { callingCode: string; phoneNumber: string }): string {
  const parsed = parsePhoneNumberFromString(phone.phoneNumber, { defaultCallingCode: phone.callingCode })
  return parsed?.number ?? `+${phone.callingCode}${phone.phoneNumber}`
}
