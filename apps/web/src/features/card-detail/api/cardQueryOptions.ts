import { queryOptions } from '@tanstack/react-query'
import { getCard } from './getCard'

/** ['card', id]: the application and top-up modals reload a card through the same key. */
export function cardQueryKey(id: string) {
  return ['card', id] as const
}

export function cardQueryOptions(id: string) {
  return queryOptions({ queryKey: cardQueryKey(id), queryFn: () => getCard(id) })
}
