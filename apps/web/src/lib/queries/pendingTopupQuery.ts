import type { PendingTopupResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'
import { pendingTopupKey } from './queryKeys'

/**
 * GET /api/card/{id}/pending-topup: what fits under the card maximum and when it is spendable, what is over it.
 * The card page, the application and the top-up dialogs share it, each with how fresh it needs it.
 */
export function pendingTopupQuery(id: string) {
  return queryOptions({
    queryKey: pendingTopupKey(id),
    queryFn: () => apiGet<PendingTopupResponse>(`/card/${encodeURIComponent(id)}/pending-topup`),
  })
}
