import type { UserInvitationResponse } from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api/client'

/** GET /api/user/invitation under the key the card list uses. */
export function userInvitationQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: ['userInvitation', address?.toLowerCase()] as const,
    queryFn: () => apiGet<UserInvitationResponse>('/user/invitation'),
    enabled: address !== undefined,
  })
}
