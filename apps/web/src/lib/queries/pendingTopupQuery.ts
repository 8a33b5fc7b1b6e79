import type { PendingTopupResponse } from '@chaincard/domain'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'

function pendingTopupKey(id: string) {
  return ['pendingTopup', id] as const
}

/**
 * GET /api/card/{id}/pending-topup, `['pendingTopup', id]`: what fits under the card maximum and when it is
 * spendable, what is over it. The card page, the application and the top-up dialogs share it.
 */
export function pendingTopupQuery(id: string) {
  return queryOptions({
    queryKey: pendingTopupKey(id),
    queryFn: () => apiGet<PendingTopupResponse>(`/card/${encodeURIComponent(id)}/pending-topup`),
  })
}

export function invalidatePendingTopup(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({ queryKey: pendingTopupKey(id) })
}
