import type { UserState } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { userStateQuery } from '../../../lib/queries/userStateQuery'
import { useWalletAddress } from '../../../lib/wallet/walletStore'

/** The user state; "" (nothing disabled) until it is known. */
export function useUserState(): { state: UserState; isLoading: boolean } {
  const query = useQuery(userStateQuery(useWalletAddress()))
  return { state: query.data?.state ?? '', isLoading: query.isLoading }
}
