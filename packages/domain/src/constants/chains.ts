// Chains (SPEC sections 3 and 9, DESIGN "Modes"). Plain data; names are what the UI shows.

export const SUPPORTED_CHAIN_IDS = [1, 56, 42161, 137, 10, 43114] as const
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]

export const TEST_CHAIN_IDS = [5, 97, 17000, 43113, 80001, 560048, 11155111] as const
export type TestChainId = (typeof TEST_CHAIN_IDS)[number]

/** Local anvil chain of sandbox mode. */
export const SANDBOX_CHAIN_ID = 31337
export type SandboxChainId = typeof SANDBOX_CHAIN_ID

export type KnownChainId = SupportedChainId | TestChainId | SandboxChainId

/** Chains grouped for display: a test chain sorts with the mainnet of its family. */
export type ChainFamily = 'ethereum' | 'polygon' | 'arbitrum' | 'optimism' | 'bsc' | 'avalanche'

/** SPEC: "Chain display order: Ethereum family, Polygon, Arbitrum, Optimism, BSC, Avalanche". */
export const CHAIN_FAMILY_DISPLAY_ORDER: readonly ChainFamily[] = [
  'ethereum',
  'polygon',
  'arbitrum',
  'optimism',
  'bsc',
  'avalanche',
]

/** The six mainnets in display order. */
export const CHAIN_DISPLAY_ORDER: readonly SupportedChainId[] = [1, 137, 42161, 10, 56, 43114]

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/**
 * Identifier of the currency an order is priced and paid in (the stablecoin credited 1:1 to USD).
 * SPEC section 3: 1 usdt; 56 usdt-bep20; 137 usdc-matic-erc20; 42161 usdc-arb-erc20; 10 usdc-op-erc20;
 * 43114 usdc-avaxc-erc20; sandbox usdt.
 */
export type OrderCurrency =
  | 'usdt'
  | 'usdt-bep20'
  | 'usdc-matic-erc20'
  | 'usdc-arb-erc20'
  | 'usdc-op-erc20'
  | 'usdc-avaxc-erc20'

export const ORDER_CURRENCIES: readonly OrderCurrency[] = [
  'usdt',
  'usdt-bep20',
  'usdc-matic-erc20',
  'usdc-arb-erc20',
  'usdc-op-erc20',
  'usdc-avaxc-erc20',
]

export type ChainInfo = {
  id: KnownChainId
  name: string
  family: ChainFamily
  nativeCurrency: NativeCurrency
  testnet: boolean
}

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const CHAINS: Readonly<Record<KnownChainId, ChainInfo>> = {
  1: { id: 1, name: 'Ethereum', family: 'ethereum', nativeCurrency: ETH, testnet: false },
  56: {
    id: 56,
    name: 'BSC',
    family: 'bsc',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    testnet: false,
  },
  137: {
    id: 137,
    name: 'Polygon',
    family: 'polygon',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    testnet: false,
  },
  42161: { id: 42161, name: 'Arbitrum', family: 'arbitrum', nativeCurrency: ETH, testnet: false },
  10: { id: 10, name: 'Optimism', family: 'optimism', nativeCurrency: ETH, testnet: false },
  43114: {
    id: 43114,
    name: 'Avalanche',
    family: 'avalanche',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    testnet: false,
  },
  5: { id: 5, name: 'Goerli', family: 'ethereum', nativeCurrency: ETH, testnet: true },
  11155111: { id: 11155111, name: 'Sepolia', family: 'ethereum', nativeCurrency: ETH, testnet: true },
  17000: { id: 17000, name: 'Holesky', family: 'ethereum', nativeCurrency: ETH, testnet: true },
  560048: { id: 560048, name: 'Hoodi', family: 'ethereum', nativeCurrency: ETH, testnet: true },
  97: {
    id: 97,
    name: 'BSC Testnet',
    family: 'bsc',
    nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
    testnet: true,
  },
  43113: {
    id: 43113,
    name: 'Avalanche Fuji',
    family: 'avalanche',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
    testnet: true,
  },
  80001: {
    id: 80001,
    name: 'Polygon Mumbai',
    family: 'polygon',
    nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    testnet: true,
  },
  31337: { id: 31337, name: 'Sandbox', family: 'ethereum', nativeCurrency: ETH, testnet: true },
}

/** The stablecoin a mainnet order is paid in, with its token contract. Sandbox: `usdt` at a deployed address. */
export type OrderCurrencyToken = {
  currency: OrderCurrency
  symbol: string
  name: string
  decimals: number
  address: `0x${string}`
}

/**
 * Order-currency token per mainnet. USDC entries are the native (Circle-issued) USDC of each chain, not the
 * bridged USDC.e; BSC USDT (BEP-20) has 18 decimals.
 */
export const ORDER_CURRENCY_TOKENS: Readonly<Record<SupportedChainId, OrderCurrencyToken>> = {
  1: {
    currency: 'usdt',
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  },
  56: {
    currency: 'usdt-bep20',
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 18,
    address: '0x55d398326f99059fF775485246999027B3197955',
  },
  137: {
    currency: 'usdc-matic-erc20',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  },
  42161: {
    currency: 'usdc-arb-erc20',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  },
  10: {
    currency: 'usdc-op-erc20',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  },
  43114: {
    currency: 'usdc-avaxc-erc20',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  },
}

/** Order currency per chain, sandbox included (the sandbox USDT address comes from the devchain manifest). */
export const ORDER_CURRENCY_BY_CHAIN: Readonly<Record<SupportedChainId | SandboxChainId, OrderCurrency>> = {
  1: 'usdt',
  56: 'usdt-bep20',
  137: 'usdc-matic-erc20',
  42161: 'usdc-arb-erc20',
  10: 'usdc-op-erc20',
  43114: 'usdc-avaxc-erc20',
  31337: 'usdt',
}

/** Address used for a chain's native coin in token lists and swap requests (the common 0xEeee… convention). */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const
