import { describe, expect, it } from 'vitest'
import type { PostalAddress } from '../../schemas/enrollment'
import { checkEnrollmentAddress, ENROLLMENT_COUNTRIES, normalizeEnrollmentAddress } from './enrollmentAddress'

const us: PostalAddress = {
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'USA',
}
const ca: PostalAddress = {
  line1: '1 Wellington St',
  city: 'Ottawa',
  region: 'ON',
  postalCode: 'K1A 0B1',
  country: 'CAN',
}

describe('the countries each workflow enrolls', () => {
  it('is the USA, and Canada too for KYC_EXEMPT', () => {
    expect(ENROLLMENT_COUNTRIES.exempt.map((c) => c.code)).toEqual(['USA', 'CAN'])
    expect(ENROLLMENT_COUNTRIES.basic.map((c) => c.code)).toEqual(['USA'])
    expect(ENROLLMENT_COUNTRIES.byo.map((c) => c.code)).toEqual(['USA'])
  })

  it('refuses a country the workflow does not take (DEU anywhere; CAN outside KYC_EXEMPT)', () => {
    expect(checkEnrollmentAddress('exempt', { ...us, country: 'DEU' })).toBe('country')
    expect(checkEnrollmentAddress('basic', ca)).toBe('country')
    expect(checkEnrollmentAddress('byo', ca)).toBe('country')
    expect(checkEnrollmentAddress('exempt', ca)).toBeNull()
    for (const workflow of ['exempt', 'basic', 'byo'] as const)
      expect(checkEnrollmentAddress(workflow, us)).toBeNull()
  })

  it('takes US ZIP and ZIP+4 codes and two-letter states only', () => {
    for (const postalCode of ['62701', '62701-1234'])
      expect(checkEnrollmentAddress('basic', { ...us, postalCode })).toBeNull()
    for (const postalCode of ['6270', '627011', '62701-12', 'SW1A 1AA', '62701 1234'])
      expect(checkEnrollmentAddress('basic', { ...us, postalCode })).toBe('postalCode')
    for (const region of ['DC', 'PR', 'WY'])
      expect(checkEnrollmentAddress('basic', { ...us, region })).toBeNull()
    for (const region of ['Illinois', 'XX', 'ON', ''])
      expect(checkEnrollmentAddress('basic', { ...us, region })).toBe('region')
  })

  it('takes Canadian postal codes and provinces', () => {
    expect(checkEnrollmentAddress('exempt', { ...ca, postalCode: 'K1A0B1' })).toBe('postalCode')
    expect(checkEnrollmentAddress('exempt', { ...ca, postalCode: 'D1A 0B1' })).toBe('postalCode')
    expect(checkEnrollmentAddress('exempt', { ...ca, region: 'IL' })).toBe('region')
  })

  it('normalizes what a person types before it is checked', () => {
    expect(normalizeEnrollmentAddress({ ...ca, region: ' on ', postalCode: 'k1a0b1' })).toEqual(ca)
    expect(normalizeEnrollmentAddress({ ...us, region: 'il', postalCode: ' 62701 ' })).toEqual(us)
    expect(
      checkEnrollmentAddress('exempt', normalizeEnrollmentAddress({ ...ca, postalCode: 'k1a 0b1' })),
    ).toBeNull()
  })
})
