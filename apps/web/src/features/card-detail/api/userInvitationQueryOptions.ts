import { queryOptions } from '@tanstack/react-query'
import { getUserInvitation } from './getUserInvitation'

/** Same key as the card list's invitation query. */
function userInvitationQueryKey(address: string | undefined) {
  return ['userInvitation', address?.toLowerCase()] as const
}

export function userInvitationQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: userInvitationQueryKey(address),
    queryFn: getUserInvitation,
    enabled: address !== undefined,
  })
}
