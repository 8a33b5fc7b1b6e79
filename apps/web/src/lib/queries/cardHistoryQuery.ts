import { PAGE_SIZE, type TransactionListResponse } from '@chaincard/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'
import { cardKey } from './queryKeys'

/**
 * `['card', id, 'history', before]`: one page of the card's history, the rows below the row `before` (null: the
 * newest page). Under the card's key, so the card's refreshes (live events, actions) refetch it; a page keyed by a
 * row keeps its rows when new ones arrive at the top. Here rather than in queryKeys.ts: only the card page reads
 * it, and queryKeys.ts is part of the first load.
 */
function cardHistoryPageKey(id: string, before: string | null) {
  return [...cardKey(id), 'history', before] as const
}

/** GET /api/card/{id}/transaction: PAGE_SIZE rows, the newest or those below `before` (keyed, never `skip`). */
export function cardHistoryPageQuery(id: string, before: string | null) {
  return queryOptions({
    queryKey: cardHistoryPageKey(id, before),
    queryFn: () =>
      apiGet<TransactionListResponse>(
        `/card/${encodeURIComponent(id)}/transaction`,
        before === null ? { limit: PAGE_SIZE } : { before, limit: PAGE_SIZE },
      ),
    placeholderData: keepPreviousData,
  })
}
