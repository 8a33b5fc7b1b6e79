import type { ConfigResponse } from '@chaincard/domain'

/**
 * The currency a new order is priced in: the order stablecoin of the wallet's chain when the deployment
 * serves that chain, else of the first configured chain (the top-up screen lets the user change it later).
 * Null when no chain is configured.
 */
export function pickOrderCurrency(
  chains: ConfigResponse['chains'],
  chainId: number | undefined,
): string | null {
  const chain = chains.find((c) => c.id === chainId) ?? chains[0]
  return chain?.orderCurrency ?? null
}
