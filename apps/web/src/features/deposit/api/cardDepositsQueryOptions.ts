import type { CardDepositsResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'
import { livePollInterval } from '../../../lib/events/liveEvents'
import { cardDepositsKey } from '../../../lib/queries/queryKeys'

/** How often the deposit page asks while the live stream is down (the fallback). */
export const DEPOSIT_POLL_INTERVAL_MS = 3_000

/**
 * GET /api/card/{id}/deposits, the card's newest deposits with their confirmations.
 * Refetched on every `deposit.*` event of the card (invalidateForEvent); polled only as the fallback.
 */
export function cardDepositsQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardDepositsKey(id),
    queryFn: () => apiGet<CardDepositsResponse>(`/card/${encodeURIComponent(id)}/deposits`),
    refetchInterval: () => livePollInterval(DEPOSIT_POLL_INTERVAL_MS),
  })
}
