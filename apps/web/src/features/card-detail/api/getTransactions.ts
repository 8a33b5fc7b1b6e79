import { PAGE_SIZE, type TransactionListResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

export type GetTransactionsParameters = { id: string; page: number }

/** GET /api/card/{id}/transaction, one page of 10 (1-based `page`). */
export function getTransactions({ id, page }: GetTransactionsParameters): Promise<TransactionListResponse> {
  return apiGet<TransactionListResponse>(`/card/${encodeURIComponent(id)}/transaction`, {
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
}
