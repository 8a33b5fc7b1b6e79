/**
 * The sandbox chain's tokens, pools and dev-account funding. Amounts are decimal strings in whole token
 * units, turned into base units with `parseUnits` (never floats). Prices are in USDT per token.
 */
export const SANDBOX_TOKENS = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, priceUsdt: '1', fundEach: '1000000' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsdt: '1', fundEach: '1000000' },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, priceUsdt: '1', fundEach: '1000000' },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, priceUsdt: '60000', fundEach: '10' },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, priceUsdt: '8', fundEach: '100000' },
  { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, priceUsdt: '15', fundEach: '50000' },
  { symbol: 'ZRX', name: '0x Protocol Token', decimals: 18, priceUsdt: '0.5', fundEach: '1000000' },
] as const

export type TokenSymbol = (typeof SANDBOX_TOKENS)[number]['symbol']

export const TOKEN_SYMBOLS = SANDBOX_TOKENS.map((token) => token.symbol) as readonly TokenSymbol[]

/** The order currency of the sandbox chain; every pool is against it. */
export const QUOTE_SYMBOL = 'USDT' satisfies TokenSymbol

/** Symbols that have a pool against USDT: every token but USDT, plus WETH. */
export type PoolSymbol = Exclude<TokenSymbol, 'USDT'> | 'WETH'

export const POOL_SYMBOLS = [
  ...SANDBOX_TOKENS.filter((token) => token.symbol !== QUOTE_SYMBOL).map((token) => token.symbol),
  'WETH',
] as readonly PoolSymbol[]

/** USDT on each side of every pool: $3M of depth, a 10,000 USDT swap moves the price about 0.3%. */
export const POOL_DEPTH_USDT = '3000000'

/** WETH/USDT pool: 1,000 ETH at 3,000 USDT (the deployer wraps it from its own ETH). */
export const ETH_PRICE_USDT = '3000'
