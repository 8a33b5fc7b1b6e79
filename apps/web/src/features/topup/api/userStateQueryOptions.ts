import { queryOptions } from '@tanstack/react-query'
import { getUserState } from './getUserState'

/** Same key as the cards feature's user state query: one refresh serves both. */
function userStateQueryKey(address: string | undefined) {
  return ['userState', address?.toLowerCase()] as const
}

export function userStateQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: userStateQueryKey(address),
    queryFn: getUserState,
    enabled: address !== undefined,
  })
}
