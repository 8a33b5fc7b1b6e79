import { describe, expect, it } from 'vitest'
import { ISO_3166_ALPHA3, isCountryAlpha3 } from '../constants/countries'
import { CardControls, CardControlsBody, ControlDeclineReason, DEFAULT_CARD_CONTROLS } from './controls'

// The body of API.md, as written there.
const body = {
  limits: { perPurchase: '50.00', daily: '200.00', monthly: '1000.00' },
  blockedCategories: ['gambling'],
  channels: { online: true, inStore: true, atm: false },
  countries: ['USA', 'DEU'],
  merchantLock: 'off',
}

const issuesOf = (value: unknown) => {
  const result = CardControlsBody.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('CardControlsBody', () => {
  it("takes API.md's body, null limits and countries, and normalises amounts to two decimals", () => {
    expect(CardControlsBody.parse(body)).toEqual(body)
    const loose = { ...body, limits: { perPurchase: '50', daily: '200.5', monthly: null }, countries: null }
    expect(CardControlsBody.parse(loose)).toEqual({
      ...body,
      limits: { perPurchase: '50.00', daily: '200.50', monthly: null },
      countries: null,
    })
    expect(CardControls.parse(DEFAULT_CARD_CONTROLS)).toEqual(DEFAULT_CARD_CONTROLS)
  })

  it('refuses naming the field: bad amounts, an unknown category, a bad country, unknown fields', () => {
    expect(issuesOf({ ...body, limits: { ...body.limits, daily: '0.00' } })).toEqual(['limits.daily'])
    expect(issuesOf({ ...body, limits: { ...body.limits, daily: 200 } })).toEqual(['limits.daily'])
    expect(issuesOf({ ...body, limits: { ...body.limits, perPurchase: '1.001' } })).toEqual([
      'limits.perPurchase',
    ])
    expect(issuesOf({ ...body, limits: { ...body.limits, monthly: '-1.00' } })).toEqual(['limits.monthly'])
    expect(issuesOf({ ...body, blockedCategories: ['casinos'] })).toEqual(['blockedCategories.0'])
    expect(issuesOf({ ...body, blockedCategories: ['gambling', 'gambling'] })).toEqual(['blockedCategories'])
    expect(issuesOf({ ...body, countries: ['USA', 'GER'] })).toEqual(['countries.1'])
    expect(issuesOf({ ...body, countries: ['deu'] })).toEqual(['countries.0'])
    expect(issuesOf({ ...body, countries: ['USA', 'USA'] })).toEqual(['countries'])
    expect(issuesOf({ ...body, countries: [] })).toEqual(['countries'])
    expect(issuesOf({ ...body, merchantLock: 'once' })).toEqual(['merchantLock'])
    expect(issuesOf({ ...body, channels: { online: true, inStore: true } })).toEqual(['channels.atm'])
    expect(issuesOf({ ...body, lockedMerchant: { name: 'X', acceptorId: '1' } })).toEqual([''])
    expect(issuesOf({ ...body, limits: { ...body.limits, weekly: '1.00' } })).toEqual(['limits'])
  })
})

describe('CardControls (the answer)', () => {
  it('names the merchant a first_merchant card is locked to, and only then', () => {
    const locked = {
      ...body,
      merchantLock: 'first_merchant',
      lockedMerchant: { name: 'NETFLIX.COM', acceptorId: '4445' },
    }
    expect(CardControls.parse(locked)).toEqual(locked)
    expect(CardControls.safeParse({ ...locked, merchantLock: 'off' }).success).toBe(false)
    expect(CardControls.safeParse({ ...body, limits: { ...body.limits, daily: '200' } }).success).toBe(false)
  })
})

describe('countries and reasons', () => {
  it('knows the assigned alpha-3 codes only', () => {
    expect(ISO_3166_ALPHA3).toHaveLength(249)
    for (const code of ['USA', 'DEU', 'GBR', 'JPN', 'TWN', 'ALA', 'SSD'])
      expect(isCountryAlpha3(code), code).toBe(true)
    for (const code of ['GER', 'UK', 'usa', 'XKX', 'EUR', '']) expect(isCountryAlpha3(code), code).toBe(false)
  })

  it("has API.md's decline reasons", () => {
    expect([...ControlDeclineReason.options].sort()).toEqual(
      [
        'over_purchase_limit',
        'over_daily_limit',
        'over_monthly_limit',
        'category_blocked',
        'channel_off',
        'country_blocked',
        'merchant_locked',
        'single_use_spent',
        'program_policy',
      ].sort(),
    )
  })
})
