import { useQuery } from '@tanstack/react-query'
import { userInvitationQuery } from '../../../lib/queries/userInvitationQuery'
import { useWalletAddress } from '../../../lib/wallet/walletStore'

/** `redemptionEnable` of GET /user/invitation; false until known. */
export function useRedemptionEnabled(): boolean {
  return useQuery(userInvitationQuery(useWalletAddress())).data?.redemptionEnable ?? false
}
