import { describe, expect, it } from 'vitest'
import { getCreditedTokens } from './getCreditedTokens'

describe('getCreditedTokens', () => {
  it('is each chain order currency once, in order', () => {
    expect(
      getCreditedTokens([{ orderCurrency: 'usdt' }, { orderCurrency: 'USDC' }, { orderCurrency: 'usdt' }]),
    ).toEqual(['usdt', 'usdc'])
    expect(getCreditedTokens([{ orderCurrency: 'usdt' }])).toEqual(['usdt'])
    expect(getCreditedTokens([])).toEqual([])
  })
})
