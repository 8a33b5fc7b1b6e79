import { describe, expect, it } from 'vitest'
import { card } from '../../../../test/fixtures'
import { getShownActions } from './getShownActions'

describe('getShownActions', () => {
  it('ignores topupDisabled and the user state, keeps the status rules', () => {
    const shown = getShownActions(card('c', { status: 'active', topupDisabled: true }), true, [])
    expect(shown).toMatchObject({ topup: true, topupWithReward: true, otp: true })
    expect(getShownActions(card('c', { status: 'suspended' }), true, []).topup).toBe(false)
    expect(getShownActions(card('c', { status: 'active', expired: true }), true, []).otp).toBe(false)
  })
  it('hides top up with reward when redemption is not enabled', () => {
    expect(getShownActions(card('c'), false, []).topupWithReward).toBe(false)
  })
})
