import { queryOptions } from '@tanstack/react-query'
import { getCard } from './getCard'

/** `['card', id]`: the same key the card detail uses, so a top-up refreshes it there too. */
export function cardQueryKey(id: string) {
  return ['card', id] as const
}

export function cardQueryOptions(id: string) {
  return queryOptions({ queryKey: cardQueryKey(id), queryFn: () => getCard(id) })
}
