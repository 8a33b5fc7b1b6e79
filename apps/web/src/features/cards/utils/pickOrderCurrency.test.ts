import { describe, expect, it } from 'vitest'
import { SANDBOX_CONFIG } from '../../../../test/fixtures'
import { pickOrderCurrency } from './pickOrderCurrency'

const chains = [
  ...SANDBOX_CONFIG.chains,
  { ...SANDBOX_CONFIG.chains[0]!, id: 137, name: 'Polygon', orderCurrency: 'usdc-matic-erc20' },
]

describe('pickOrderCurrency', () => {
  it("uses the wallet chain's order currency", () => {
    expect(pickOrderCurrency(chains, 137)).toBe('usdc-matic-erc20')
    expect(pickOrderCurrency(chains, 31337)).toBe('usdt')
  })
  it('falls back to the first chain for an unknown or missing chain id, null without chains', () => {
    expect(pickOrderCurrency(chains, 5)).toBe('usdt')
    expect(pickOrderCurrency(chains, undefined)).toBe('usdt')
    expect(pickOrderCurrency([], 1)).toBeNull()
  })
})
