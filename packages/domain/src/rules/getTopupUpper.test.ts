import { describe, expect, test } from 'vitest'
import { parseUsd } from '../money/usd'
import { getTopupUpper } from './getTopupUpper'

describe('getTopupUpper', () => {
  test('balanceUpper - balance - pendingTopup', () => {
    expect(
      getTopupUpper({
        balanceUpper: parseUsd('3000'),
        balance: parseUsd('100.50'),
        pendingTopup: parseUsd('50'),
      }),
    ).toBe(parseUsd('2849.50'))
  })

  test('null balanceUpper is unlimited', () => {
    expect(getTopupUpper({ balanceUpper: null, balance: 0n, pendingTopup: 0n })).toBeNull()
  })

  test('never below zero; a negative balance leaves more room', () => {
    expect(
      getTopupUpper({
        balanceUpper: parseUsd('3000'),
        balance: parseUsd('2990'),
        pendingTopup: parseUsd('20'),
      }),
    ).toBe(0n)
    expect(getTopupUpper({ balanceUpper: parseUsd('3000'), balance: -parseUsd('5'), pendingTopup: 0n })).toBe(
      parseUsd('3005'),
    )
  })
})
