import { describe, expect, test } from 'vitest'
import { CARD_STATUSES, USER_STATES } from '../constants/cardStatus'
import { canGetCardOtp } from './canGetCardOtp'

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
