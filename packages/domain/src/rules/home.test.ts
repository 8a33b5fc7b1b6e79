import { describe, expect, test } from 'vitest'
import { getShowcaseTokens, isMobileWidth, isPromoVisible, readReferralCode } from './home'

describe('home page rules', () => {
  test('promo visible before 2024-01-01 UTC and without a cached referral code', () => {
    expect(isPromoVisible({ now: new Date('2023-12-31T23:59:59.999Z'), referralCodeCached: false })).toBe(
      true,
    )
    expect(isPromoVisible({ now: new Date('2024-01-01T00:00:00.000Z'), referralCodeCached: false })).toBe(
      false,
    )
    expect(isPromoVisible({ now: new Date('2023-06-01T00:00:00.000Z'), referralCodeCached: true })).toBe(
      false,
    )
  })

  test('mobile below 768 px', () => {
    expect(isMobileWidth(767)).toBe(true)
    expect(isMobileWidth(768)).toBe(false)
  })

  test('showcase: 8 tokens, the credited stablecoins first, first 4 on small screens (USDT among them)', () => {
    expect(getShowcaseTokens(false)).toEqual(['usdt', 'usdc', 'eth', 'dai', 'uni', 'link', 'wbtc', 'zrx'])
    expect(getShowcaseTokens(true)).toEqual(['usdt', 'usdc', 'eth', 'dai'])
  })

  test('referral code from code or r, trimmed', () => {
    expect(readReferralCode(new URLSearchParams('code=%20ABC%20'))).toBe('ABC')
    expect(readReferralCode(new URLSearchParams('r=XYZ'))).toBe('XYZ')
    expect(readReferralCode(new URLSearchParams('r=%20'))).toBeNull()
    expect(readReferralCode(new URLSearchParams(''))).toBeNull()
  })
})
