import { queryOptions } from '@tanstack/react-query'
import { getDepositInfo } from './getDepositInfo'

export function depositInfoQueryOptions(id: string, currency: string) {
  return queryOptions({
    queryKey: ['depositInfo', id, currency] as const,
    queryFn: () => getDepositInfo(id, currency),
    staleTime: 60_000,
  })
}
