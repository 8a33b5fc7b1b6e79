import { queryOptions } from '@tanstack/react-query'
import { getReserves } from './getReserves'

export function reservesQueryOptions() {
  return queryOptions({ queryKey: ['reserves'] as const, queryFn: getReserves, staleTime: 60_000 })
}
