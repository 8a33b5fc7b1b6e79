import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CardList } from '../../types/api'
import { apiGet } from '../api/client'

/**
 * GET /api/card, `['cards', address]`: the user's cards, orders, remaining free cards and products; asked once an
 * address is known, and the address in the key keeps another wallet's list out of the page.
 */
export function cardsQuery(address: string | undefined) {
  return queryOptions({
    queryKey: ['cards', address?.toLowerCase()] as const,
    queryFn: () => apiGet<CardList>('/card'),
    enabled: address !== undefined,
  })
}

/** Every card list in the cache (whichever address it was loaded for). */
export function invalidateCards(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['cards'] })
}
