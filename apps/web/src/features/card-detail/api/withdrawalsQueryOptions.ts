import type { CardWithdrawalsResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'
import { cardKey } from '../../../lib/queries/queryKeys'

/**
 * `['card', id, 'withdrawals']`: GET /api/card/{id}/withdrawals, the terms now and the card's withdrawals. Under
 * the card's key, so every live event of the card (a withdrawal's status among them) refetches it.
 */
export function withdrawalsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...cardKey(id), 'withdrawals'] as const,
    queryFn: () => apiGet<CardWithdrawalsResponse>(`/card/${encodeURIComponent(id)}/withdrawals`),
  })
}
