import { describe, expect, test } from 'vitest'
import { USER_STATES } from '../constants/cardStatus'
import { hasUserStateWarning, isUserActionAllowed, USER_ACTIONS } from './userPermissions'

const disabled = (state: (typeof USER_STATES)[number]) =>
  USER_ACTIONS.filter((action) => !isUserActionAllowed(state, action))

describe('permissions per user state (SPEC section 5)', () => {
  test('normal disables nothing', () => {
    expect(disabled('normal')).toEqual([])
  })

  test('unknown state "" disables nothing', () => {
    expect(disabled('')).toEqual([])
  })

  test('blacklist disables top-up only', () => {
    expect(disabled('blacklist')).toEqual(['topup'])
  })

  test('blocked disables top-up, top-up with rewards, take card, OTP, unlock and create order', () => {
    expect(disabled('blocked').sort()).toEqual(
      ['topup', 'topupWithReward', 'takeCard', 'otp', 'unlock', 'createOrder'].sort(),
    )
  })

  test('warning banner for blacklist and blocked only', () => {
    expect(USER_STATES.filter(hasUserStateWarning)).toEqual(['blacklist', 'blocked'])
  })
})
