import type { ChainClient, ChainClients } from '../../plugins/chainClients'

/**
 * The enabled chain whose order currency is `currency` (`usdt`, `usdc-arb-erc20`, any case). Order currency
 * ids are unique among the enabled chains of a deployment (sandbox has one chain; mainnets differ).
 */
export function resolveOrderChain(chains: ChainClients, currency: string): ChainClient | undefined {
  const wanted = currency.toLowerCase()
  return chains.list.find((c) => c.runtime.orderCurrency.id.toLowerCase() === wanted)
}
