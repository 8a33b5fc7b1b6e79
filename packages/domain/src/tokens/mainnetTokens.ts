import defaultTokenList from '@uniswap/default-token-list'
import { getAddress } from 'viem'
import {
  CHAINS,
  NATIVE_TOKEN_ADDRESS,
  ORDER_CURRENCY_TOKENS,
  SUPPORTED_CHAIN_IDS,
  type SupportedChainId,
} from '../constants/chains'
import type { TokenListEntry } from './types'

/** An entry of a Uniswap-format token list (https://tokenlists.org). */
export type UpstreamToken = {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
  logoURI?: string
}

/**
 * Entries dropped from the upstream list: Polygon's 0x…1010 is the native coin's ERC-20 facade, already
 * listed as the native entry (listing both would show the same balance twice).
 */
const EXCLUDED: Readonly<Partial<Record<SupportedChainId, readonly string[]>>> = {
  137: ['0x0000000000000000000000000000000000001010'],
}

const cache = new Map<SupportedChainId, readonly TokenListEntry[]>()

/**
 * The token list of a supported mainnet: the native coin first, then the chain's order-currency stablecoin
 * (taken from `ORDER_CURRENCY_TOKENS`, which wins over the upstream entry at the same address, so decimals
 * are right: BSC USDT has 18), then every `@uniswap/default-token-list` token of that chain in list order,
 * addresses EIP-55 checksummed, duplicates by address removed. The result is frozen and cached.
 */
export function getMainnetTokenList(chainId: SupportedChainId): readonly TokenListEntry[] {
  const cached = cache.get(chainId)
  if (cached) return cached
  const upstream = defaultTokenList.tokens as UpstreamToken[]
  const list = Object.freeze(buildMainnetTokenList(chainId, upstream).map((token) => Object.freeze(token)))
  cache.set(chainId, list)
  return list
}

/** Token lists of all six mainnets, keyed by chain id. */
export function getMainnetTokenLists(): Readonly<Record<SupportedChainId, readonly TokenListEntry[]>> {
  return Object.fromEntries(SUPPORTED_CHAIN_IDS.map((id) => [id, getMainnetTokenList(id)])) as Record<
    SupportedChainId,
    readonly TokenListEntry[]
  >
}

/**
 * Builds a mainnet token list from any Uniswap-format token list (see `getMainnetTokenList` for the order
 * and rules). The order-currency token is added from `ORDER_CURRENCY_TOKENS` when the list lacks it.
 */
export function buildMainnetTokenList(
  chainId: SupportedChainId,
  tokens: readonly UpstreamToken[],
): TokenListEntry[] {
  if (!SUPPORTED_CHAIN_IDS.includes(chainId))
    throw new RangeError(`chain ${chainId} is not a supported mainnet`)
  const chain = CHAINS[chainId]
  const upstream = tokens.filter((token) => token.chainId === chainId)
  const byAddress = new Map(upstream.map((token) => [token.address.toLowerCase(), token]))
  const order = ORDER_CURRENCY_TOKENS[chainId]
  const excluded = new Set((EXCLUDED[chainId] ?? []).map((address) => address.toLowerCase()))

  const native: TokenListEntry = {
    symbol: chain.nativeCurrency.symbol,
    name: chain.nativeCurrency.name,
    decimals: chain.nativeCurrency.decimals,
    address: NATIVE_TOKEN_ADDRESS,
    isNative: true,
    chainId,
    logoURI: '',
  }
  const orderToken: TokenListEntry = {
    symbol: order.symbol,
    name: order.name,
    decimals: order.decimals,
    address: getAddress(order.address),
    isNative: false,
    chainId,
    logoURI: byAddress.get(order.address.toLowerCase())?.logoURI ?? '',
  }

  const seen = new Set([native.address.toLowerCase(), orderToken.address.toLowerCase()])
  const rest: TokenListEntry[] = []
  for (const token of upstream) {
    const key = token.address.toLowerCase()
    if (seen.has(key) || excluded.has(key)) continue
    seen.add(key)
    rest.push({
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: getAddress(token.address),
      isNative: false,
      chainId,
      logoURI: token.logoURI ?? '',
    })
  }
  return [native, orderToken, ...rest]
}
