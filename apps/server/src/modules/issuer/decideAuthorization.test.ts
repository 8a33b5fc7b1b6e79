import { describe, expect, it } from 'vitest'
import { decideAuthorization } from './decideAuthorization'

const now = new Date('2026-11-21T12:00:00Z')
const future = new Date('2027-11-30T23:59:59.999Z')
const active = { status: 'active', expiresAt: future, balanceMicro: 10_000_000n }

describe('decideAuthorization', () => {
  it('approves an active funded card, up to the exact balance', () => {
    expect(decideAuthorization(active, 10_000_000n, now)).toEqual({ approved: true })
  })
  it('declines with the reason', () => {
    expect(decideAuthorization(active, 10_000_001n, now)).toEqual({
      approved: false,
      reason: 'insufficient_balance',
    })
    expect(decideAuthorization({ ...active, status: 'locked' }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_locked',
    })
    expect(decideAuthorization({ ...active, status: 'suspended' }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_suspended',
    })
    expect(decideAuthorization({ ...active, expiresAt: now }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_expired',
    })
    expect(decideAuthorization({ ...active, status: 'waiting_to_get' }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_not_active',
    })
    expect(decideAuthorization({ ...active, balanceMicro: -5n }, 1n, now)).toEqual({
      approved: false,
      reason: 'insufficient_balance',
    })
  })
  it('ranks suspended over expired over locked', () => {
    const all = { status: 'suspended', expiresAt: now, balanceMicro: 0n }
    expect(decideAuthorization(all, 1n, now)).toEqual({ approved: false, reason: 'card_suspended' })
    expect(decideAuthorization({ ...all, status: 'locked' }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_expired',
    })
  })
  it('refuses a non-positive amount', () => {
    expect(() => decideAuthorization(active, 0n, now)).toThrow(RangeError)
  })
})
