import type { UserStateResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'
import { userStateKey } from './queryKeys'

/** GET /api/user/state: normal, blacklist, blocked or "" (SPEC section 5 "Per user state"). */
export function userStateQuery(address: string | undefined) {
  return queryOptions({
    queryKey: userStateKey(address),
    queryFn: () => apiGet<UserStateResponse>('/user/state'),
    enabled: address !== undefined,
  })
}
