import { describe, expect, it } from 'vitest'
import { convertAtRate } from '../money/convertAtRate'
import { parseUsd } from '../money/usd'
import { getMaxTopupAmount } from './getMaxTopupAmount'

describe('getMaxTopupAmount', () => {
  it('a 3,000 card and a wallet of 1,000,000 USDT: Max is 3,000, not the whole balance', () => {
    expect(
      getMaxTopupAmount({
        walletMax: 1_000_000_000_000n,
        upper: parseUsd('3000'),
        decimals: 6,
        isSwap: false,
        rate: '1',
      }),
    ).toBe(3_000_000_000n)
  })

  it('the wallet bounds it too, and a card without maximum takes the wallet amount', () => {
    const args = { decimals: 6, isSwap: false, rate: '1' }
    expect(getMaxTopupAmount({ ...args, walletMax: 500_000_000n, upper: parseUsd('3000') })).toBe(
      500_000_000n,
    )
    expect(getMaxTopupAmount({ ...args, walletMax: 500_000_000n, upper: null })).toBe(500_000_000n)
    expect(getMaxTopupAmount({ ...args, walletMax: 500_000_000n, upper: 0n })).toBe(0n)
    expect(getMaxTopupAmount({ ...args, walletMax: 0n, upper: parseUsd('3000') })).toBe(0n)
  })

  it('18-decimal stablecoins (BSC USDT) scale the room', () => {
    expect(
      getMaxTopupAmount({
        walletMax: 10n ** 30n,
        upper: parseUsd('12.345678'),
        decimals: 18,
        isSwap: false,
        rate: '1',
      }),
    ).toBe(12_345_678_000_000_000_000n)
  })

  it('a swap fills the most whose value fits at the current rate, and waits for a rate', () => {
    const upper = parseUsd('1000')
    const max = getMaxTopupAmount({
      walletMax: 10n ** 24n,
      upper,
      decimals: 18,
      isSwap: true,
      rate: '1843.27',
    })
    expect(max).not.toBeNull()
    expect(convertAtRate(max!, 18, '1843.27') <= upper).toBe(true)
    expect(convertAtRate(max! + 10n ** 12n, 18, '1843.27') > upper).toBe(true)
    expect(
      getMaxTopupAmount({ walletMax: 10n ** 24n, upper, decimals: 18, isSwap: true, rate: null }),
    ).toBeNull()
    expect(
      getMaxTopupAmount({ walletMax: 10n ** 24n, upper, decimals: 18, isSwap: true, rate: '-1' }),
    ).toBeNull()
    // A small wallet stays the bound.
    expect(
      getMaxTopupAmount({ walletMax: 10n ** 17n, upper, decimals: 18, isSwap: true, rate: '1843.27' }),
    ).toBe(10n ** 17n)
  })
})
