import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'
import type { Card } from '../../../types/api'

/** `['card', id]`: the same key the card screens use. */
export function cardQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['card', id] as const,
    queryFn: () => apiGet<Card>(`/card/${encodeURIComponent(id)}`),
  })
}
