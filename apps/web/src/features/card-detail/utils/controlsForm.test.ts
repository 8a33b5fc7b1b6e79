import { type CardControls, DEFAULT_PROGRAM_POLICY, formatUsd, validateCardControls } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { type ControlsForm, controlsToForm, formToBody, LIMIT_KEYS, parseLimit } from './controlsForm'
import { controlsMaxima } from './controlsMaxima'
import { controlsRefusal } from './controlsRefusal'
import { declineReasonText } from './declineReasonText'

const MAX = 2_500_000_000n

describe('parseLimit', () => {
  it('reads an amount in the page’s notation as the wire writes it; empty is no limit', () => {
    expect(parseLimit('', 'en', MAX)).toEqual({ ok: true, value: null })
    expect(parseLimit('  ', 'de', MAX)).toEqual({ ok: true, value: null })
    expect(parseLimit('200', 'en', MAX)).toEqual({ ok: true, value: '200.00' })
    expect(parseLimit('1,234.5', 'en', MAX)).toEqual({ ok: true, value: '1234.50' })
    expect(parseLimit('1.234,5', 'de', MAX)).toEqual({ ok: true, value: '1234.50' })
    expect(parseLimit('0.01', 'en', MAX)).toEqual({ ok: true, value: '0.01' })
  })

  it('refuses what is not an amount above 0 in whole cents', () => {
    for (const text of ['0', '0.00', 'abc', '-5', '1.005', '12 USD', '1e3'])
      expect(parseLimit(text, 'en', MAX)).toEqual({ ok: false, error: { kind: 'amount' } })
  })

  it('takes the program’s maximum exactly and refuses a cent more; without a maximum, anything', () => {
    expect(parseLimit('2500', 'en', MAX)).toEqual({ ok: true, value: '2500.00' })
    expect(parseLimit('2500.01', 'en', MAX)).toEqual({ ok: false, error: { kind: 'above_max', max: MAX } })
    expect(parseLimit('2500.01', 'en', undefined)).toEqual({ ok: true, value: '2500.01' })
  })
})

describe('controlsMaxima', () => {
  it('agrees with the domain’s validateCardControls at each limit’s boundary', () => {
    const policy = {
      ...DEFAULT_PROGRAM_POLICY,
      dailyAmountMicro: 250_000_000n,
      monthlyAmountMicro: 900_000_000n,
    }
    const maxima = controlsMaxima({
      dailyAmount: formatUsd(policy.dailyAmountMicro, 'down'),
      monthlyAmount: formatUsd(policy.monthlyAmountMicro, 'down'),
    })
    for (const key of LIMIT_KEYS) {
      const limits = { perPurchase: null, daily: null, monthly: null }
      const at = formatUsd(maxima[key], 'down')
      const over = formatUsd(maxima[key] + 10_000n, 'down')
      expect(validateCardControls({ limits: { ...limits, [key]: at } }, policy)).toEqual({ ok: true })
      expect(validateCardControls({ limits: { ...limits, [key]: over } }, policy).ok).toBe(false)
    }
  })
})

describe('formToBody', () => {
  const form: ControlsForm = {
    limits: { perPurchase: '', daily: '200,5', monthly: '' },
    blockedCategories: ['travel'],
    channels: { online: false, inStore: true, atm: true },
    countriesMode: 'everywhere',
    countries: ['DEU'],
    merchantLock: 'single_use',
  }

  it('sends null for everywhere, whatever the list held, and the limits as wire amounts', () => {
    expect(formToBody(form, 'de', null)).toEqual({
      ok: true,
      body: {
        limits: { perPurchase: null, daily: '200.50', monthly: null },
        blockedCategories: ['travel'],
        channels: { online: false, inStore: true, atm: true },
        countries: null,
        merchantLock: 'single_use',
      },
    })
  })

  it('refuses a country list with no country', () => {
    expect(formToBody({ ...form, countriesMode: 'list', countries: [] }, 'de', null)).toEqual({
      ok: false,
      errors: { countries: { kind: 'countries_empty' } },
    })
  })

  it('round-trips the stored controls', () => {
    const stored: CardControls = {
      limits: { perPurchase: '50.00', daily: '200.00', monthly: '1000.00' },
      blockedCategories: ['gambling'],
      channels: { online: true, inStore: true, atm: false },
      countries: ['USA', 'DEU'],
      merchantLock: 'first_merchant',
      lockedMerchant: { name: 'NETFLIX.COM', acceptorId: '1234' },
    }
    const { lockedMerchant: _, ...body } = stored
    expect(formToBody(controlsToForm(stored, ','), 'de', null)).toEqual({ ok: true, body })
  })
})

describe('controlsRefusal', () => {
  const refused = (field: string | undefined, code = 'validation_failed') =>
    controlsRefusal(
      new ApiError({
        code,
        status: 400,
        message: 'anything',
        details: field ? { kind: 'fields', fields: [{ path: field, rule: 'refused' }] } : undefined,
      }),
    )

  it('points a 400 at the field its body names', () => {
    expect(refused('limits.daily')).toEqual({ field: 'limits.daily', error: { kind: 'limit_refused' } })
    expect(refused('body.limits.perPurchase')).toEqual({
      field: 'limits.perPurchase',
      error: { kind: 'limit_refused' },
    })
    expect(refused('countries.1')).toEqual({ field: 'countries', error: { kind: 'countries_refused' } })
    expect(refused('blockedCategories.0')).toEqual({
      field: 'blockedCategories',
      error: { kind: 'categories_refused' },
    })
    expect(refused('channels.atm')).toEqual({ field: 'channels', error: { kind: 'refused' } })
  })

  it('leaves anything else to the form’s one sentence', () => {
    expect(refused(undefined)).toBeNull()
    expect(refused('limits')).toBeNull()
    expect(refused('somethingElse')).toBeNull()
    expect(refused('limits.daily', 'not_found')).toBeNull()
    expect(controlsRefusal(new Error('limits.daily'))).toBeNull()
  })
})

describe('declineReasonText', () => {
  it('uses the domain’s keys for the controls, with the limit', () => {
    expect(declineReasonText('over_daily_limit', '200.00')).toEqual({
      key: 'history.reason.over_daily_limit',
      values: { limit: '200.00' },
    })
    expect(declineReasonText('over_monthly_limit', undefined)).toEqual({
      key: 'history.reason_no_figure.over_monthly_limit',
      values: {},
    })
    expect(declineReasonText('category_blocked', undefined)).toEqual({
      key: 'history.reason.category_blocked',
      values: {},
    })
    expect(declineReasonText('insufficient_balance', undefined)).toEqual({
      key: 'history.reason.insufficient_balance',
      values: {},
    })
  })
})
