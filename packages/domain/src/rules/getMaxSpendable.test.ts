import { describe, expect, test } from 'vitest'
import { getMaxSpendable } from './getMaxSpendable'

describe('getMaxSpendable', () => {
  test('a token: the whole balance; the native coin: the balance minus the gas reserve', () => {
    expect(getMaxSpendable({ balance: 5_000_000n, isNative: false, gasReserve: 99n })).toBe(5_000_000n)
    expect(getMaxSpendable({ balance: 10n ** 18n, isNative: true, gasReserve: 10n ** 15n })).toBe(
      999_000_000_000_000_000n,
    )
  })

  test('never negative: a native balance below the reserve leaves nothing to send', () => {
    expect(getMaxSpendable({ balance: 10n, isNative: true, gasReserve: 11n })).toBe(0n)
    expect(getMaxSpendable({ balance: 0n, isNative: false, gasReserve: 0n })).toBe(0n)
  })
})
