import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CardList } from '../../types/api'
import { apiGet } from '../api/client'

const CARDS = 'cards'

/**
 * GET /api/card, `['cards', address]`: the user's cards, orders, remaining free cards and products. The address
 * is in the key so another wallet's list is never shown from the cache.
 */
export function cardsQuery(address: string | undefined) {
  return queryOptions({
    queryKey: [CARDS, address?.toLowerCase()] as const,
    queryFn: () => apiGet<CardList>('/card'),
    enabled: address !== undefined,
  })
}

/** Every card list in the cache (whichever address it was loaded for). */
export function invalidateCards(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [CARDS] })
}
