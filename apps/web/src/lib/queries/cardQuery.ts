import { type InvalidateQueryFilters, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Card } from '../../types/api'
import { apiGet } from '../api/client'

/**
 * `['card', id]`: one card or order of the user. The card's own parts (history, withdrawals, disputes, controls,
 * wallet tokens) sit under this key, so refreshing the card refreshes them too unless `exact` is asked for.
 */
export function cardKey(id: string) {
  return ['card', id] as const
}

/**
 * GET /api/card/{id} under the card's one key. No polling here: a page that waits for the server (a payment being
 * confirmed, an application in review) adds its own interval on top.
 */
export function cardQuery(id: string) {
  return queryOptions({
    queryKey: cardKey(id),
    queryFn: () => apiGet<Card>(`/card/${encodeURIComponent(id)}`),
  })
}

export function invalidateCard(
  client: QueryClient,
  id: string,
  filters: Pick<InvalidateQueryFilters, 'exact'> = {},
): Promise<void> {
  return client.invalidateQueries({ queryKey: cardKey(id), ...filters })
}
