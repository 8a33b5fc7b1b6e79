import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'
import type { CardList } from '../../../types/api'

/** `['cards', address]`: GET /api/card, the card list's key (the cards page shares the cache). */
export function ownCardsQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: ['cards', address?.toLowerCase()] as const,
    queryFn: () => apiGet<CardList>('/card'),
    enabled: address !== undefined,
  })
}
