import type { EnrollmentWorkflow, PostalAddress } from '../../schemas/enrollment'

/** A country the card issuer enrolls cardholders of, with the formats its address takes. */
export type EnrollmentCountry = {
  /** ISO 3166-1 alpha-3, as the issuer takes it. */
  code: 'USA' | 'CAN'
  /** The postal code's format (`12345` or `12345-6789`; `K1A 0B1`), upper case. */
  postalCode: RegExp
  /** An example of the postal code, for a form's hint. */
  postalExample: string
  /** The two-letter codes of its states, provinces and territories. */
  regions: readonly string[]
}

const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const
const CANADIAN_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const

const COUNTRIES: Record<EnrollmentCountry['code'], EnrollmentCountry> = {
  USA: { code: 'USA', postalCode: /^\d{5}(?:-\d{4})?$/, postalExample: '94105', regions: US_STATES },
  CAN: {
    code: 'CAN',
    postalCode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    postalExample: 'K1A 0B1',
    regions: CANADIAN_PROVINCES,
  },
}

/**
 * The countries each enrollment workflow takes, as Lithic enrolls: the United States only, and for KYC_EXEMPT
 * (a prepaid card user) Canada too. The one list the application form offers and the server checks.
 */
export const ENROLLMENT_COUNTRIES: Record<EnrollmentWorkflow, readonly EnrollmentCountry[]> = {
  exempt: [COUNTRIES.USA, COUNTRIES.CAN],
  basic: [COUNTRIES.USA],
  byo: [COUNTRIES.USA],
}

/** Which part of an address the workflow does not take. */
export type EnrollmentAddressProblem = 'country' | 'region' | 'postalCode'

/**
 * An address as the issuer takes it: the region and postal code in upper case, a Canadian postal code with its
 * space (`k1a0b1` is `K1A 0B1`), trimmed.
 */
export function normalizeEnrollmentAddress(address: PostalAddress): PostalAddress {
  const region = address.region.trim().toUpperCase()
  let postalCode = address.postalCode.trim().toUpperCase()
  if (address.country === 'CAN') postalCode = postalCode.replace(/^([A-Z0-9]{3}) ?([A-Z0-9]{3})$/, '$1 $2')
  return { ...address, region, postalCode }
}

/**
 * The first part of a (normalized) address the workflow does not take: a country the issuer does not enroll
 * in it, a region that is not one of the country's two-letter codes, a postal code not in the country's format.
 * Null: it takes the address.
 */
export function checkEnrollmentAddress(
  workflow: EnrollmentWorkflow,
  address: PostalAddress,
): EnrollmentAddressProblem | null {
  const country = ENROLLMENT_COUNTRIES[workflow].find((c) => c.code === address.country)
  if (!country) return 'country'
  if (!country.regions.includes(address.region)) return 'region'
  if (!country.postalCode.test(address.postalCode)) return 'postalCode'
  return null
}
