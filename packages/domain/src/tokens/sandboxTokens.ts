import { getAddress } from 'viem'
import { CHAINS, NATIVE_TOKEN_ADDRESS, SANDBOX_CHAIN_ID } from '../constants/chains'
import type { TokenListEntry } from './types'

export type SandboxTokenSymbol = 'USDT' | 'USDC' | 'DAI' | 'WBTC' | 'UNI' | 'LINK' | 'ZRX'

export type SandboxTokenSpec = { symbol: SandboxTokenSymbol; name: string; decimals: number }

/** ERC-20 tokens the devchain deploys on the sandbox chain 31337 (USDT is the order currency). */
export const SANDBOX_TOKENS: readonly SandboxTokenSpec[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6 },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8 },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18 },
  { symbol: 'LINK', name: 'ChainLink Token', decimals: 18 },
  { symbol: 'ZRX', name: '0x Protocol Token', decimals: 18 },
]

/** Symbol of the sandbox order-currency token (`usdt`). */
export const SANDBOX_ORDER_TOKEN_SYMBOL: SandboxTokenSymbol = 'USDT'

/** The sandbox chain's native coin: ETH, 18 decimals. */
export const SANDBOX_NATIVE_TOKEN: TokenListEntry = {
  symbol: CHAINS[SANDBOX_CHAIN_ID].nativeCurrency.symbol,
  name: CHAINS[SANDBOX_CHAIN_ID].nativeCurrency.name,
  decimals: CHAINS[SANDBOX_CHAIN_ID].nativeCurrency.decimals,
  address: NATIVE_TOKEN_ADDRESS,
  isNative: true,
  chainId: SANDBOX_CHAIN_ID,
  logoURI: '',
}

export class MissingSandboxTokenError extends Error {
  override readonly name = 'MissingSandboxTokenError' as const
  readonly shortMessage: string
  readonly symbol: SandboxTokenSymbol

  constructor({ symbol, cause }: { symbol: SandboxTokenSymbol; cause?: unknown }) {
    const shortMessage = `No deployed address for sandbox token ${symbol}`
    super(shortMessage, { cause })
    this.shortMessage = shortMessage
    this.symbol = symbol
  }
}

/**
 * The sandbox token list: native ETH first, then every sandbox token at the address the devchain deployed
 * it to (its manifest). Throws `MissingSandboxTokenError` if an address is missing.
 */
export function buildSandboxTokenList(
  addresses: Readonly<Record<SandboxTokenSymbol, `0x${string}`>>,
  logoURIs: Readonly<Partial<Record<SandboxTokenSymbol | 'ETH', string>>> = {},
): TokenListEntry[] {
  const tokens = SANDBOX_TOKENS.map((spec): TokenListEntry => {
    const address = addresses[spec.symbol]
    if (!address) throw new MissingSandboxTokenError({ symbol: spec.symbol })
    return {
      symbol: spec.symbol,
      name: spec.name,
      decimals: spec.decimals,
      address: getAddress(address),
      isNative: false,
      chainId: SANDBOX_CHAIN_ID,
      logoURI: logoURIs[spec.symbol] ?? '',
    }
  })
  return [{ ...SANDBOX_NATIVE_TOKEN, logoURI: logoURIs.ETH ?? '' }, ...tokens]
}
