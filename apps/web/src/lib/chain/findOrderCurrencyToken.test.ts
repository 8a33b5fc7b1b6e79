import { ORDER_CURRENCY_TOKENS } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import type { Token } from '../../types/api'
import { findOrderCurrencyToken } from './findOrderCurrencyToken'

const token = (symbol: string, address: string, chainId: number, isNative = false): Token => ({
  symbol,
  name: symbol,
  decimals: 6,
  address: address as Token['address'],
  isNative,
  chainId,
  logoURI: '',
})

describe('findOrderCurrencyToken', () => {
  it('on a mainnet picks the known contract, not a look-alike symbol', () => {
    const real = ORDER_CURRENCY_TOKENS[42161].address
    const bridged = token('USDC', '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', 42161)
    const found = findOrderCurrencyToken({
      id: 42161,
      orderCurrency: 'usdc-arb-erc20',
      tokens: [bridged, token('USDC', real, 42161)],
    })
    expect(found?.address).toBe(real)
  })

  it('on a mainnet whose list lacks the contract: null (never a guess)', () => {
    const found = findOrderCurrencyToken({
      id: 1,
      orderCurrency: 'usdt',
      tokens: [token('USDT', '0x0000000000000000000000000000000000000001', 1)],
    })
    expect(found).toBeNull()
  })

  it('on the sandbox picks the single ERC-20 with the currency symbol', () => {
    const usdt = token('USDT', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 31337)
    const found = findOrderCurrencyToken({
      id: 31337,
      orderCurrency: 'usdt',
      tokens: [token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 31337, true), usdt],
    })
    expect(found).toBe(usdt)
  })

  it('two candidates on a non-mainnet chain: null (ambiguous)', () => {
    const found = findOrderCurrencyToken({
      id: 31337,
      orderCurrency: 'usdt',
      tokens: [
        token('USDT', '0x0000000000000000000000000000000000000001', 31337),
        token('usdt', '0x0000000000000000000000000000000000000002', 31337),
      ],
    })
    expect(found).toBeNull()
  })
})
