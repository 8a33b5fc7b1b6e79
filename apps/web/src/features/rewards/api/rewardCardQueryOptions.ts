import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'
import type { Card } from '../../../types/api'

/** `['card', id]` (the card page's key): the room under the card maximum bounds a redemption. */
export function rewardCardQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['card', id] as const,
    queryFn: () => apiGet<Card>(`/card/${encodeURIComponent(id)}`),
  })
}
