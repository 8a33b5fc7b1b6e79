import { ORDER_CURRENCY_TOKENS } from '@chaincard/domain'
import type { ConfigChain, Token } from '../../types/api'

/**
 * The token of a chain's order currency in its config token list: by the known contract address on the six
 * mainnets, else (sandbox, test chains) by the symbol the currency id starts with ("usdt" -> USDT,
 * "usdc-arb-erc20" -> USDC). Never the native coin; null when the list does not have it.
 */
export function findOrderCurrencyToken(
  chain: Pick<ConfigChain, 'id' | 'orderCurrency' | 'tokens'>,
): Token | null {
  const erc20s = chain.tokens.filter((token) => !token.isNative)
  const known = (ORDER_CURRENCY_TOKENS as Record<number, { address: string } | undefined>)[chain.id]
  if (known) {
    return erc20s.find((token) => token.address.toLowerCase() === known.address.toLowerCase()) ?? null
  }
  const symbol = chain.orderCurrency.split('-')[0]?.toUpperCase() ?? ''
  const matches = erc20s.filter((token) => token.symbol.toUpperCase() === symbol)
  return matches.length === 1 ? (matches[0] ?? null) : null
}
