import { useQuery } from '@tanstack/react-query'
import { userInvitationQuery } from '../../../lib/queries/userInvitationQuery'
import { useWalletAddress } from '../../../lib/wallet/walletStore'

export function useUserInvitation() {
  return useQuery(userInvitationQuery(useWalletAddress()))
}
