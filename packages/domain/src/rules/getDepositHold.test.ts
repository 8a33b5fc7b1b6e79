import { describe, expect, it } from 'vitest'
import { CARD_STATUSES } from '../constants/cardStatus'
import { getDepositHold } from './getDepositHold'

const open = {
  status: 'active',
  expired: false,
  userState: 'normal',
  topupDisabled: false,
  topupHold: null,
} as const

describe('getDepositHold', () => {
  it('credits a deposit to every unexpired, unsuspended card of a normal user', () => {
    for (const status of CARD_STATUSES.filter((s) => s !== 'suspended')) {
      expect(getDepositHold({ ...open, status })).toBeNull()
      expect(getDepositHold({ ...open, status, userState: '' })).toBeNull()
    }
  })

  it('holds a deposit to a suspended or expired card, or a blocked or blacklisted user', () => {
    expect(getDepositHold({ ...open, status: 'suspended' })).toBe('card_suspended')
    expect(getDepositHold({ ...open, expired: true })).toBe('card_expired')
    expect(getDepositHold({ ...open, status: 'locked', expired: true })).toBe('card_expired')
    expect(getDepositHold({ ...open, userState: 'blocked' })).toBe('user_blocked')
    expect(getDepositHold({ ...open, userState: 'blacklist' })).toBe('user_blacklisted')
  })

  it('holds a deposit while top-ups are disabled or stopped by a reorg shortfall', () => {
    expect(getDepositHold({ ...open, topupDisabled: true })).toBe('topup_disabled')
    expect(getDepositHold({ ...open, topupHold: 'reorg_shortfall' })).toBe('reorg_shortfall')
  })

  it('names the card before the user, and the user before the flags', () => {
    expect(
      getDepositHold({
        status: 'suspended',
        expired: true,
        userState: 'blocked',
        topupDisabled: true,
        topupHold: 'reorg_shortfall',
      }),
    ).toBe('card_suspended')
    expect(getDepositHold({ ...open, userState: 'blocked', topupHold: 'reorg_shortfall' })).toBe(
      'user_blocked',
    )
    expect(getDepositHold({ ...open, topupDisabled: true, topupHold: 'reorg_shortfall' })).toBe(
      'reorg_shortfall',
    )
  })
})
