import { describe, expect, test } from 'vitest'
import { parseUsd } from '../money/usd'
import { type ValidateTopupFormParameters, validateTopupForm } from './validateTopupForm'

// Direct USDT (6 decimals) top-up: min 1.51 USDT, 1000 USD room, wallet holds 500 USDT.
const direct: ValidateTopupFormParameters = {
  amount: '10',
  decimals: 6,
  walletBalance: 500_000_000n,
  isSwap: false,
  rate: '1',
  lower: 1_510_000n,
  orderCurrencyDecimals: 6,
  upper: parseUsd('1000'),
  slippage: '',
}

// ETH (18 decimals) swap at 2000 USD, wallet holds 1 ETH, same minimum and room.
const swap: ValidateTopupFormParameters = {
  ...direct,
  amount: '0.01',
  decimals: 18,
  walletBalance: 10n ** 18n,
  isSwap: true,
  rate: '2000',
  slippage: '0.1',
}

describe('validateTopupForm: amount rules in order', () => {
  test('a valid direct top-up', () => {
    expect(validateTopupForm(direct)).toEqual({
      amount: null,
      slippage: null,
      amountBaseUnits: 10_000_000n,
      totalMicroUsd: parseUsd('10'),
      slippageValue: null,
      valid: true,
    })
  })

  test('a valid swap', () => {
    const result = validateTopupForm(swap)
    expect(result).toMatchObject({ amount: null, slippage: null, totalMicroUsd: parseUsd('20'), valid: true })
    expect(result.slippageValue).toBe('0.1')
  })

  test.each(['', '0', '0.000', '-1', 'abc', '1e3', '1.0000001', 'NaN', '.', '1..2'])(
    'amount-invalid for %j',
    (amount) => {
      const result = validateTopupForm({ ...direct, amount })
      expect(result.amount).toEqual({ key: 'amount-invalid' })
      expect(result.valid).toBe(false)
    },
  )

  test('insufficient-balance above the wallet balance, even when also below the minimum', () => {
    expect(validateTopupForm({ ...direct, amount: '500.000001' }).amount).toEqual({
      key: 'insufficient-balance',
    })
    expect(validateTopupForm({ ...direct, amount: '500' }).amount).toBeNull()
    expect(validateTopupForm({ ...direct, amount: '1', walletBalance: 0n }).amount).toEqual({
      key: 'insufficient-balance',
    })
  })

  test('min with the minimum and its USD value', () => {
    const result = validateTopupForm({ ...direct, amount: '1.509999' })
    expect(result.amount).toEqual({ key: 'min', min: '1.51', minUsd: '1.51' })
    expect(validateTopupForm({ ...direct, amount: '1.51' }).amount).toBeNull()
  })

  test('min for an 18-decimal order currency (BSC USDT) and a sub-cent minimum rounds the USD value up', () => {
    const bsc = { ...direct, decimals: 18, orderCurrencyDecimals: 18, walletBalance: 10n ** 21n }
    expect(validateTopupForm({ ...bsc, lower: 1_510_000_000_000_000_000n, amount: '1.5' }).amount).toEqual({
      key: 'min',
      min: '1.51',
      minUsd: '1.51',
    })
    expect(validateTopupForm({ ...bsc, lower: 1_510_000_000_000_000_001n, amount: '1.51' }).amount).toEqual({
      key: 'min',
      min: '1.510000000000000001',
      minUsd: '1.52',
    })
  })

  test('min for a swap compares the USD total', () => {
    // 0.000755 ETH * 2000 = 1.51 USD: at the minimum. One wei less is below.
    expect(validateTopupForm({ ...swap, amount: '0.000755' }).amount).toBeNull()
    expect(validateTopupForm({ ...swap, amount: '0.000754999999999999' }).amount).toEqual({
      key: 'min',
      min: '1.51',
      minUsd: '1.51',
    })
  })

  test('exceed-upper above balanceUpper - balance - pendingTopup', () => {
    const rich = { ...direct, walletBalance: 10n ** 12n }
    expect(validateTopupForm({ ...rich, amount: '1000' }).amount).toBeNull()
    expect(validateTopupForm({ ...rich, amount: '1000.000001' }).amount).toEqual({
      key: 'exceed-upper',
      upper: '1000.00',
    })
    expect(validateTopupForm({ ...swap, amount: '0.5000001' }).amount).toEqual({
      key: 'exceed-upper',
      upper: '1000.00',
    })
    expect(validateTopupForm({ ...direct, amount: '10', upper: 0n }).amount).toEqual({
      key: 'exceed-upper',
      upper: '0.00',
    })
  })

  test('unlimited cards never exceed', () => {
    expect(validateTopupForm({ ...direct, amount: '500', upper: null }).valid).toBe(true)
  })

  test('unknown balance or rate: no message, but not valid', () => {
    const noBalance = validateTopupForm({ ...direct, walletBalance: null })
    expect(noBalance.amount).toBeNull()
    expect(noBalance.valid).toBe(false)
    for (const rate of [null, '-1', '0', 'x']) {
      const result = validateTopupForm({ ...swap, rate })
      expect(result.amount).toBeNull()
      expect(result.totalMicroUsd).toBeNull()
      expect(result.valid).toBe(false)
    }
  })

  test('direct transfers ignore the rate and the slippage', () => {
    expect(validateTopupForm({ ...direct, rate: null, slippage: 'abc' })).toMatchObject({
      valid: true,
      slippage: null,
    })
  })
})

describe('validateTopupForm: slippage for swaps', () => {
  test.each([
    ['0.1', null],
    ['50', null],
    ['0.09', 'slippage-overflow'],
    ['50.01', 'slippage-overflow'],
    ['abc', 'slippage-numeric'],
    ['', 'slippage-invalid'],
  ])('%j -> %s', (slippage, error) => {
    const result = validateTopupForm({ ...swap, slippage })
    expect(result.slippage).toBe(error)
    expect(result.valid).toBe(error === null)
    expect(result.amount).toBeNull()
  })

  test('amount and slippage errors are reported together', () => {
    const result = validateTopupForm({ ...swap, amount: '0', slippage: '' })
    expect(result.amount).toEqual({ key: 'amount-invalid' })
    expect(result.slippage).toBe('slippage-invalid')
  })
})
