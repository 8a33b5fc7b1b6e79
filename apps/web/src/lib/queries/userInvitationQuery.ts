import type { UserInvitationResponse } from '@chaincard/domain'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'

const USER_INVITATION = 'userInvitation'

/**
 * GET /api/user/invitation, `['userInvitation', address]`: own invitation code, its available count, the reward
 * balance and `redemptionEnable` (top up with reward, SPEC section 6).
 */
export function userInvitationQuery(address: string | undefined) {
  return queryOptions({
    queryKey: [USER_INVITATION, address?.toLowerCase()] as const,
    queryFn: () => apiGet<UserInvitationResponse>('/user/invitation'),
    enabled: address !== undefined,
  })
}

/** Every invitation in the cache: rewards and earned free cards change it. */
export function invalidateUserInvitations(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [USER_INVITATION] })
}
