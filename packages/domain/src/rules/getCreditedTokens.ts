/**
 * The tokens a card is credited in as they are: each configured chain's order currency (lower case, each once,
 * in the chains' order). Any other token is swapped into it when topping up from the app, and held when sent
 * straight to a deposit address; so the home page claims "credited" for exactly these, from the server's
 * configuration, never from a list of its own.
 */
export function getCreditedTokens(chains: readonly { orderCurrency: string }[]): string[] {
  return [...new Set(chains.map((chain) => chain.orderCurrency.toLowerCase()))]
}
