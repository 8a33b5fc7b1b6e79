import { queryOptions } from '@tanstack/react-query'
import { getUserState } from './getUserState'

/** Same key as the card list's user state query, so an 'invalid action' reload refreshes both screens. */
export function userStateQueryKey(address: string | undefined) {
  return ['userState', address?.toLowerCase()] as const
}

export function userStateQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: userStateQueryKey(address),
    queryFn: getUserState,
    enabled: address !== undefined,
  })
}
