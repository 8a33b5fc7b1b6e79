import { queryOptions } from '@tanstack/react-query'
import type { CardList } from '../../types/api'
import { apiGet } from '../api/client'
import { cardsKey } from './queryKeys'

/** GET /api/card: the user's cards, orders, remaining free cards and products; asked once an address is known. */
export function cardsQuery(address: string | undefined) {
  return queryOptions({
    queryKey: cardsKey(address),
    queryFn: () => apiGet<CardList>('/card'),
    enabled: address !== undefined,
  })
}
