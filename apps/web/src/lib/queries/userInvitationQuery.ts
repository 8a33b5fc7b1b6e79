import type { UserInvitationResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'
import { userInvitationKey } from './queryKeys'

/**
 * GET /api/user/invitation: own invitation code, its available count, the reward balance and `redemptionEnable`
 * (top up with reward, SPEC section 6).
 */
export function userInvitationQuery(address: string | undefined) {
  return queryOptions({
    queryKey: userInvitationKey(address),
    queryFn: () => apiGet<UserInvitationResponse>('/user/invitation'),
    enabled: address !== undefined,
  })
}
