import type { PendingTopupResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/pending-topup: what fits under the maximum and when it is spendable, what is over it. */
function getPendingTopup(id: string): Promise<PendingTopupResponse> {
  return apiGet<PendingTopupResponse>(`/card/${encodeURIComponent(id)}/pending-topup`)
}

/** `['pendingTopup', id]`: the card page, the application and the top-up dialogs share it. */
export function pendingTopupQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['pendingTopup', id] as const,
    queryFn: () => getPendingTopup(id),
    staleTime: 0,
  })
}
