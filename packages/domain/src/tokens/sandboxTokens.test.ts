import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../constants/chains'
import { Token } from '../schemas'
import {
  buildSandboxTokenList,
  MissingSandboxTokenError,
  SANDBOX_TOKENS,
  type SandboxTokenSymbol,
} from './sandboxTokens'

const addresses = Object.fromEntries(
  SANDBOX_TOKENS.map((t, i) => [t.symbol, `0x${(i + 1).toString(16).padStart(40, 'a')}`]),
) as Record<SandboxTokenSymbol, `0x${string}`>

describe('sandbox tokens', () => {
  test('symbols and decimals', () => {
    expect(SANDBOX_TOKENS.map((t) => [t.symbol, t.decimals])).toEqual([
      ['USDT', 6],
      ['USDC', 6],
      ['DAI', 18],
      ['WBTC', 8],
      ['UNI', 18],
      ['LINK', 18],
      ['ZRX', 18],
    ])
  })

  test('list: native ETH first, then the deployed tokens, checksummed', () => {
    const list = buildSandboxTokenList(addresses, { USDT: '/tokens/usdt.svg' })
    expect(list[0]).toEqual({
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      address: NATIVE_TOKEN_ADDRESS,
      isNative: true,
      chainId: 31337,
      logoURI: '',
    })
    expect(list.slice(1).map((t) => t.symbol)).toEqual(['USDT', 'USDC', 'DAI', 'WBTC', 'UNI', 'LINK', 'ZRX'])
    expect(list[1]?.logoURI).toBe('/tokens/usdt.svg')
    expect(list.every((t) => t.chainId === 31337)).toBe(true)
    for (const token of list) expect(Token.parse(token)).toEqual(token)
  })

  test('a missing address is an error', () => {
    const { ZRX: _, ...partial } = addresses
    expect(() => buildSandboxTokenList(partial as typeof addresses)).toThrowError(MissingSandboxTokenError)
  })
})
