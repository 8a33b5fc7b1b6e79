import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { cardKey } from '../../../lib/queries/queryKeys'
import { getPendingTransactions } from './getPendingTransactions'

export function pendingTransactionsQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: [...cardKey(id), 'pending-transactions', page] as const,
    queryFn: () => getPendingTransactions({ id, page }),
    placeholderData: keepPreviousData,
  })
}
