import type { UserStateResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/**
 * GET /api/user/state for the challenge banner, under the key the card pages use (one request and one refresh
 * serve all). The banner's own copy, like each feature's: importing a page's would add a shared chunk to the
 * list every first load carries.
 */
export function userStateQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: ['userState', address?.toLowerCase()] as const,
    queryFn: () => apiGet<UserStateResponse>('/user/state'),
    enabled: address !== undefined,
  })
}
