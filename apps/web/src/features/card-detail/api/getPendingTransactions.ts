import { PAGE_SIZE, type PendingTransactionListResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

export type GetPendingTransactionsParameters = { id: string; page: number }

/** GET /api/card/{id}/pending-transaction, one page of 10 (1-based `page`). */
export function getPendingTransactions({
  id,
  page,
}: GetPendingTransactionsParameters): Promise<PendingTransactionListResponse> {
  return apiGet<PendingTransactionListResponse>(`/card/${encodeURIComponent(id)}/pending-transaction`, {
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
}
