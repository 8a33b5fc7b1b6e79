import { useQuery } from '@tanstack/react-query'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { userInvitationQueryOptions } from '../api/userInvitationQueryOptions'

export function useUserInvitation() {
  return useQuery(userInvitationQueryOptions(useWalletAddress()))
}
