import { useQuery } from '@tanstack/react-query'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { userInvitationQueryOptions } from '../api/userInvitationQueryOptions'

/** `redemptionEnable` of GET /user/invitation; false until known. */
export function useRedemptionEnabled(): boolean {
  return useQuery(userInvitationQueryOptions(useWalletAddress())).data?.redemptionEnable ?? false
}
