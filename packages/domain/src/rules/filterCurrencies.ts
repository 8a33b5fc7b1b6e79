/** Currency list filter: the upper-cased, trimmed search text must occur in the upper-cased symbol. */
export function filterCurrencies<T extends { symbol: string }>(tokens: readonly T[], search: string): T[] {
  const query = search.trim().toUpperCase()
  if (query === '') return [...tokens]
  return tokens.filter((token) => token.symbol.toUpperCase().includes(query))
}
