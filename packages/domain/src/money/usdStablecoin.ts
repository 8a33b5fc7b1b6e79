/**
 * Symbols of the USD stablecoins a deposit can be valued 1:1 in (after normalising decimals): the order
 * currencies of every chain (USDT, USDC and their bridged forms) and DAI. Anything else needs a price.
 */
export const USD_STABLECOIN_SYMBOLS = ['USDT', 'USDC', 'DAI', 'USDC.E', 'USDT.E', 'USDT0', 'BUSD'] as const

/** True when a token with this symbol is a USD stablecoin (case-insensitive). */
export function isUsdStablecoin(symbol: string): boolean {
  return (USD_STABLECOIN_SYMBOLS as readonly string[]).includes(symbol.toUpperCase())
}
