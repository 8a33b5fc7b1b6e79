import { describe, expect, test } from 'vitest'
import { filterCurrencies } from './filterCurrencies'

const tokens = [
  { symbol: 'USDT' },
  { symbol: 'USDC' },
  { symbol: 'ETH' },
  { symbol: 'WETH' },
  { symbol: 'DAI' },
]

describe('filterCurrencies', () => {
  test('upper-cased search against the symbol', () => {
    expect(filterCurrencies(tokens, 'usd').map((t) => t.symbol)).toEqual(['USDT', 'USDC'])
    expect(filterCurrencies(tokens, 'eth').map((t) => t.symbol)).toEqual(['ETH', 'WETH'])
    expect(filterCurrencies(tokens, ' Dai ').map((t) => t.symbol)).toEqual(['DAI'])
    expect(filterCurrencies(tokens, 'xyz')).toEqual([])
  })

  test('empty search keeps all', () => {
    expect(filterCurrencies(tokens, '')).toEqual(tokens)
    expect(filterCurrencies(tokens, '   ')).toEqual(tokens)
  })
})
