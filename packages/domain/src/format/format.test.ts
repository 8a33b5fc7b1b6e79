import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount'
import { formatCardNumber, maskCardNumber } from './formatCardNumber'
import { formatPercent } from './formatPercent'
import { shortenAddress } from './shortenAddress'
import { shortTxId } from './shortTxId'

describe('card numbers', () => {
  test('groups of 4', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('4111 1111  11111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('411111111111111')).toBe('4111 1111 1111 111')
    expect(formatCardNumber('')).toBe('')
  })

  test('masked form keeps only the last 4', () => {
    expect(maskCardNumber('4111111111111234')).toBe('**** **** **** 1234')
    expect(maskCardNumber('**** **** **** 1234')).toBe('**** **** **** 1234')
    expect(maskCardNumber('4111 1111 1111 9876')).not.toContain('4111')
  })
})

describe('short ids and addresses', () => {
  test('last 6 characters of a transaction id', () => {
    expect(shortTxId('txn_0123456789abcdef')).toBe('abcdef')
    expect(shortTxId('abc')).toBe('abc')
  })

  test('first 5 and last 4 of an address', () => {
    expect(shortenAddress('0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B')).toBe('0xAb5...eC9B')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})

describe('formatAmount', () => {
  test('2 decimals, rounded down by default', () => {
    expect(formatAmount(1_234_567_890n)).toBe('1234.56')
    expect(formatAmount(1_234_567_890n, { rounding: 'up' })).toBe('1234.57')
    expect(formatAmount(0n)).toBe('0.00')
    expect(formatAmount(-1_500_000n)).toBe('-1.50')
  })

  test('grouping', () => {
    expect(formatAmount(3_000_000_000n, { grouping: true })).toBe('3,000.00')
    expect(formatAmount(1_234_567_890_000n, { grouping: true })).toBe('1,234,567.89')
    expect(formatAmount(-12_345_000_000n, { grouping: true })).toBe('-12,345.00')
    expect(formatAmount(999_000_000n, { grouping: true })).toBe('999.00')
  })
})

describe('formatPercent', () => {
  test('fraction x 100, exactly', () => {
    expect(formatPercent('0.002')).toBe('0.2%')
    expect(formatPercent('0.005')).toBe('0.5%')
    expect(formatPercent('0.01')).toBe('1%')
    expect(formatPercent('0')).toBe('0%')
    expect(formatPercent('0.0018')).toBe('0.18%')
    expect(formatPercent('0.003')).toBe('0.3%')
    expect(formatPercent('1')).toBe('100%')
    expect(formatPercent('0.5')).toBe('50%')
    expect(formatPercent('0.12345')).toBe('12.345%')
  })
})
