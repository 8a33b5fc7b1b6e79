import type { UserStateResponse } from '@chaincard/domain'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'

/** GET /api/user/state, `['userState', address]`: normal, blacklist, blocked or "" (SPEC section 5). */
export function userStateQuery(address: string | undefined) {
  return queryOptions({
    queryKey: ['userState', address?.toLowerCase()] as const,
    queryFn: () => apiGet<UserStateResponse>('/user/state'),
    enabled: address !== undefined,
  })
}

/** After an 'invalid action' refusal the state changed under the page: every screen showing it reloads. */
export function invalidateUserState(client: QueryClient, address: string | undefined): Promise<void> {
  return client.invalidateQueries({ queryKey: userStateQuery(address).queryKey })
}
