import { describe, expect, it } from 'vitest'
import { isUsdStablecoin } from './usdStablecoin'

describe('isUsdStablecoin', () => {
  it('knows the order currencies and DAI in any case, and nothing that needs a price', () => {
    for (const symbol of ['USDT', 'usdc', 'DAI', 'USDC.e', 'USDT0'])
      expect(isUsdStablecoin(symbol)).toBe(true)
    for (const symbol of ['WBTC', 'ETH', 'WETH', 'UNI', 'USDX', ''])
      expect(isUsdStablecoin(symbol)).toBe(false)
  })
})
