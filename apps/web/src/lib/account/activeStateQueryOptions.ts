import { queryOptions } from '@tanstack/react-query'
import { getActiveState } from './getActiveState'

export function activeStateQueryKey(address: string | undefined) {
  return ['state', address?.toLowerCase()] as const
}

export function activeStateQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: activeStateQueryKey(address),
    queryFn: getActiveState,
    enabled: address !== undefined,
  })
}
