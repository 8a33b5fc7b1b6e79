import { queryOptions } from '@tanstack/react-query'
import { getCards } from './getCards'

export function cardsQueryKey(address: string | undefined) {
  return ['cards', address?.toLowerCase()] as const
}

export function cardsQueryOptions(address: string | undefined) {
  return queryOptions({ queryKey: cardsQueryKey(address), queryFn: getCards, enabled: address !== undefined })
}
