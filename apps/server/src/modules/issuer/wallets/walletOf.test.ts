import { describe, expect, it } from 'vitest'
import { walletStatusOf } from './walletOf'

describe("Lithic's tokenization statuses as ours", () => {
  // The whole `tokenization.status` enum of Lithic's OpenAPI definition.
  it.each([
    ['ACTIVE', 'active'],
    ['PAUSED', 'paused'],
    ['DEACTIVATED', 'removed'],
    // Not activated yet (Lithic's activate endpoint takes these three): waiting for activation, not paused.
    ['INACTIVE', 'pending'],
    ['PENDING_ACTIVATION', 'pending'],
    ['PENDING_2FA', 'pending'],
    ['UNKNOWN', null],
  ])('%s is %s', (lithic, ours) => {
    expect(walletStatusOf(lithic)).toBe(ours)
    expect(walletStatusOf(lithic.toLowerCase())).toBe(ours)
  })

  it('a status Lithic adds later is not mirrored', () => {
    expect(walletStatusOf('SUSPENDED')).toBeNull()
    expect(walletStatusOf('')).toBeNull()
  })
})
