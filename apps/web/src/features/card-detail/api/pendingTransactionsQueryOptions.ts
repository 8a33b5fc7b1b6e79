import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { cardKey } from '../../../lib/queries/queryKeys'
import { getPendingTransactions } from './getPendingTransactions'

/**
 * `['card', id, 'pending-transactions', before]`: one page of the card's unsettled purchases, the rows below the
 * purchase `before` (null: the newest page). Under the card's key, so the card's refreshes refetch it; a page keyed
 * by a row keeps its rows when new ones arrive at the top.
 */
export function pendingTransactionsQueryOptions(id: string, before: string | null) {
  return queryOptions({
    queryKey: [...cardKey(id), 'pending-transactions', before] as const,
    queryFn: () => getPendingTransactions({ id, before }),
    placeholderData: keepPreviousData,
  })
}
