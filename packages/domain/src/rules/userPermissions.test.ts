import { describe, expect, test } from 'vitest'
import { CARD_STATUSES, USER_STATES } from '../constants/cardStatus'
import { canGetCardOtp, hasUserStateWarning, isUserActionAllowed, USER_ACTIONS } from './userPermissions'

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

describe('canGetCardOtp (the card page prompt and the challenge banner ask by it)', () => {
  test('only an active, unexpired card of a user allowed OTP: never locked, suspended, expired or blocked', () => {
    const allowed: string[] = []
    for (const status of CARD_STATUSES)
      for (const expired of [false, true])
        for (const userState of USER_STATES)
          if (canGetCardOtp({ status, expired }, userState)) allowed.push(`${status}/${expired}/${userState}`)
    expect(allowed).toEqual(['active/false/normal', 'active/false/blacklist', 'active/false/'])
  })
})
