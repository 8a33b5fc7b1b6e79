import { queryOptions } from '@tanstack/react-query'
import { getHeldDeposits } from './getHeldDeposits'

export function heldDepositsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['heldDeposits', id] as const,
    queryFn: () => getHeldDeposits(id),
    staleTime: 30_000,
  })
}
