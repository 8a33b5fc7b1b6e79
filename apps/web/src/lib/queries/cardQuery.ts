import { queryOptions } from '@tanstack/react-query'
import type { Card } from '../../types/api'
import { apiGet } from '../api/client'
import { cardKey } from './queryKeys'

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
