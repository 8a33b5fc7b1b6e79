import { describe, expect, it } from 'vitest'
import { decideAuthorization } from './decideAuthorization'

const now = new Date('2026-11-21T12:00:00Z')
const future = new Date('2027-11-30T23:59:59.999Z')
const active = {
  status: 'active',
  expiresAt: future,
  availableMicro: 10_000_000n,
  userState: 'normal' as const,
}

describe('decideAuthorization', () => {
  it('approves an active card whose available balance covers the amount, up to the exact amount', () => {
    expect(decideAuthorization(active, 10_000_000n, now)).toEqual({ approved: true })
    expect(decideAuthorization({ ...active, userState: 'blacklist' }, 1n, now)).toEqual({ approved: true })
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
    expect(decideAuthorization({ ...active, userState: 'blocked' }, 1n, now)).toEqual({
      approved: false,
      reason: 'user_blocked',
    })
    expect(decideAuthorization({ ...active, status: 'waiting_to_get' }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_not_active',
    })
    // Open holds count: a card whose holds exceed its balance has a negative available balance.
    expect(decideAuthorization({ ...active, availableMicro: -5n }, 1n, now)).toEqual({
      approved: false,
      reason: 'insufficient_balance',
    })
  })
  it('ranks suspended over expired over a blocked owner over locked', () => {
    const all = { status: 'suspended', expiresAt: now, availableMicro: 0n, userState: 'blocked' as const }
    expect(decideAuthorization(all, 1n, now)).toEqual({ approved: false, reason: 'card_suspended' })
    expect(decideAuthorization({ ...all, status: 'locked' }, 1n, now)).toEqual({
      approved: false,
      reason: 'card_expired',
    })
    expect(decideAuthorization({ ...all, status: 'locked', expiresAt: future }, 1n, now)).toEqual({
      approved: false,
      reason: 'user_blocked',
    })
  })
  it('a zero amount (an account check) needs a usable card, not funds; a negative one is refused', () => {
    expect(decideAuthorization({ ...active, availableMicro: -1n }, 0n, now)).toEqual({ approved: true })
    expect(decideAuthorization({ ...active, status: 'locked' }, 0n, now)).toEqual({
      approved: false,
      reason: 'card_locked',
    })
    expect(() => decideAuthorization(active, -1n, now)).toThrow(RangeError)
  })
})
