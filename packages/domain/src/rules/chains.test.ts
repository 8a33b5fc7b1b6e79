import { describe, expect, test } from 'vitest'
import {
  getOrderCurrency,
  isKnownChainId,
  isSupportedChainId,
  isTestChainId,
  sortChainIdsForDisplay,
} from './chains'

describe('chain rules', () => {
  test('supported, test and known chains', () => {
    expect([1, 56, 42161, 137, 10, 43114].every(isSupportedChainId)).toBe(true)
    expect([5, 31337, 8453, 0].some(isSupportedChainId)).toBe(false)
    expect([5, 97, 17000, 43113, 80001, 560048, 11155111].every(isTestChainId)).toBe(true)
    expect(isTestChainId(1)).toBe(false)
    expect(isKnownChainId(31337)).toBe(true)
    expect(isKnownChainId(8453)).toBe(false)
  })

  test('order currency per chain', () => {
    expect(getOrderCurrency(1)).toBe('usdt')
    expect(getOrderCurrency(56)).toBe('usdt-bep20')
    expect(getOrderCurrency(137)).toBe('usdc-matic-erc20')
    expect(getOrderCurrency(42161)).toBe('usdc-arb-erc20')
    expect(getOrderCurrency(10)).toBe('usdc-op-erc20')
    expect(getOrderCurrency(43114)).toBe('usdc-avaxc-erc20')
    expect(getOrderCurrency(31337)).toBe('usdt')
    expect(getOrderCurrency(5)).toBeNull()
  })

  test('display order: Ethereum family, Polygon, Arbitrum, Optimism, BSC, Avalanche', () => {
    expect(sortChainIdsForDisplay([43114, 56, 10, 42161, 137, 1])).toEqual([1, 137, 42161, 10, 56, 43114])
    expect(sortChainIdsForDisplay([97, 8453, 31337, 56, 11155111, 1, 80001])).toEqual([
      1, 31337, 11155111, 80001, 56, 97, 8453,
    ])
  })
})
