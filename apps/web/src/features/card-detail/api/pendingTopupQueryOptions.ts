import type { PendingTopupResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/** `['pendingTopup', id]`: GET /api/card/{id}/pending-topup (shared with the application and top-up dialogs). */
export function pendingTopupQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['pendingTopup', id] as const,
    queryFn: () => apiGet<PendingTopupResponse>(`/card/${encodeURIComponent(id)}/pending-topup`),
    refetchOnWindowFocus: 'always',
  })
}
