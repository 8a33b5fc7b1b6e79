import { describe, expect, test } from 'vitest'
import { CARD_STATUSES } from '../constants/cardStatus'
import { getTopupEntry } from './getTopupEntry'

describe('getTopupEntry (SPEC section 4)', () => {
  test.each(CARD_STATUSES)('%s', (status) => {
    const entry = getTopupEntry({ status, expired: false, topupDisabled: false })
    if (status === 'active' || status === 'locked')
      expect(entry).toEqual({ allowed: true, load: 'topup-info' })
    else if (status === 'new') expect(entry).toEqual({ allowed: true, load: 'order-info' })
    else expect(entry).toEqual({ allowed: false, reason: 'status' })
  })

  test('expired cards redirect whatever the status', () => {
    for (const status of CARD_STATUSES) {
      expect(getTopupEntry({ status, expired: true, topupDisabled: false })).toEqual({
        allowed: false,
        reason: 'expired',
      })
    }
  })

  test('disabled top-up and user states redirect', () => {
    expect(getTopupEntry({ status: 'active', expired: false, topupDisabled: true })).toEqual({
      allowed: false,
      reason: 'topup-disabled',
    })
    for (const state of ['blacklist', 'blocked'] as const) {
      expect(getTopupEntry({ status: 'active', expired: false, topupDisabled: false }, state)).toEqual({
        allowed: false,
        reason: 'user-state',
      })
    }
    expect(getTopupEntry({ status: 'locked', expired: false, topupDisabled: false }, '')).toEqual({
      allowed: true,
      load: 'topup-info',
    })
  })
})
