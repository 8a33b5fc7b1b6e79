import { describe, expect, test } from 'vitest'
import { CHAINS, NATIVE_TOKEN_ADDRESS, ORDER_CURRENCY_TOKENS, SUPPORTED_CHAIN_IDS } from '../constants/chains'
import { Token } from '../schemas'
import { buildMainnetTokenList, getMainnetTokenList, getMainnetTokenLists } from './mainnetTokens'

describe('mainnet token lists', () => {
  test.each(SUPPORTED_CHAIN_IDS)(
    'chain %i: native first, order currency second, all valid API tokens',
    (chainId) => {
      const list = getMainnetTokenList(chainId)
      const [native, order] = list
      expect(native).toMatchObject({
        symbol: CHAINS[chainId].nativeCurrency.symbol,
        decimals: 18,
        address: NATIVE_TOKEN_ADDRESS,
        isNative: true,
        chainId,
      })
      const expected = ORDER_CURRENCY_TOKENS[chainId]
      expect(order).toMatchObject({
        symbol: expected.symbol,
        decimals: expected.decimals,
        address: expected.address,
      })
      expect(list.filter((t) => t.isNative)).toHaveLength(1)
      expect(list.every((t) => t.chainId === chainId)).toBe(true)
      const addresses = list.map((t) => t.address.toLowerCase())
      expect(new Set(addresses).size).toBe(addresses.length)
      expect(list.length).toBeGreaterThan(20)
      for (const token of list) expect(Token.parse(token)).toEqual(token)
    },
  )

  test('known decimals (SPEC section 3)', () => {
    const find = (chainId: (typeof SUPPORTED_CHAIN_IDS)[number], symbol: string) =>
      getMainnetTokenList(chainId).find((t) => t.symbol === symbol)
    expect(find(1, 'USDT')?.decimals).toBe(6)
    expect(find(1, 'USDC')?.decimals).toBe(6)
    expect(find(1, 'DAI')?.decimals).toBe(18)
    expect(find(1, 'WBTC')?.decimals).toBe(8)
    expect(find(56, 'USDT')?.decimals).toBe(18)
    expect(getMainnetTokenList(1).length).toBeGreaterThan(400)
  })

  test("Polygon's native facade 0x…1010 is not listed twice", () => {
    const polygon = getMainnetTokenList(137)
    expect(
      polygon.some((t) => t.address.toLowerCase() === '0x0000000000000000000000000000000000001010'),
    ).toBe(false)
  })

  test('cached and frozen', () => {
    expect(getMainnetTokenList(1)).toBe(getMainnetTokenList(1))
    expect(Object.isFrozen(getMainnetTokenList(1))).toBe(true)
    expect(Object.isFrozen(getMainnetTokenList(1)[0])).toBe(true)
    expect(
      Object.keys(getMainnetTokenLists())
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 10, 56, 137, 42161, 43114])
  })

  test('the order currency is added when the list lacks it, and its table decimals win', () => {
    const upstream = [
      {
        chainId: 56,
        address: '0x55d398326f99059ff775485246999027b3197955',
        name: 'Wrong',
        symbol: 'USDT',
        decimals: 6,
        logoURI: 'https://example.com/usdt.png',
      },
      {
        chainId: 56,
        address: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8',
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
      },
      {
        chainId: 1,
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        name: 'Tether',
        symbol: 'USDT',
        decimals: 6,
      },
    ]
    const bsc = buildMainnetTokenList(56, upstream)
    expect(bsc.map((t) => [t.symbol, t.decimals])).toEqual([
      ['BNB', 18],
      ['USDT', 18],
      ['ETH', 18],
    ])
    expect(bsc[1]).toMatchObject({
      address: '0x55d398326f99059fF775485246999027B3197955',
      logoURI: 'https://example.com/usdt.png',
    })
    expect(bsc[2]?.logoURI).toBe('')

    const avalanche = buildMainnetTokenList(43114, upstream)
    expect(avalanche.map((t) => t.symbol)).toEqual(['AVAX', 'USDC'])
    expect(avalanche[1]).toMatchObject({
      decimals: 6,
      address: ORDER_CURRENCY_TOKENS[43114].address,
      logoURI: '',
    })
  })

  test('refuses chains that are not supported mainnets', () => {
    expect(() => buildMainnetTokenList(5 as never, [])).toThrowError(RangeError)
  })
})
