import { describe, expect, it } from 'vitest'
import { decideTokenization } from './decideTokenization'

describe('decideTokenization', () => {
  it('approves a usable card only', () => {
    expect(decideTokenization({ status: 'active', expired: false, ownerAllowed: true })).toBe('approve')
    expect(decideTokenization({ status: 'locked', expired: false, ownerAllowed: true })).toBe('decline')
    expect(decideTokenization({ status: 'suspended', expired: false, ownerAllowed: true })).toBe('decline')
    expect(decideTokenization({ status: 'waiting_to_get', expired: false, ownerAllowed: true })).toBe(
      'decline',
    )
    expect(decideTokenization({ status: 'active', expired: true, ownerAllowed: true })).toBe('decline')
    expect(decideTokenization({ status: 'active', expired: false, ownerAllowed: false })).toBe('decline')
  })
})
