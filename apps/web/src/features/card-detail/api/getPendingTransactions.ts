import { PAGE_SIZE, type PendingTransactionListResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

export type GetPendingTransactionsParameters = { id: string; before: string | null }

/** GET /api/card/{id}/pending-transaction: PAGE_SIZE rows, the newest or those below `before` (keyed, never `skip`). */
export function getPendingTransactions({
  id,
  before,
}: GetPendingTransactionsParameters): Promise<PendingTransactionListResponse> {
  return apiGet<PendingTransactionListResponse>(
    `/card/${encodeURIComponent(id)}/pending-transaction`,
    before === null ? { limit: PAGE_SIZE } : { before, limit: PAGE_SIZE },
  )
}
