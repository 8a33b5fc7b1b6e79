import type { UserState } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { userStateQueryOptions } from '../api/userStateQueryOptions'

/** The user state; "" (nothing disabled) until known, and whether it is known yet. */
export function useUserState(): { state: UserState; isLoading: boolean } {
  const query = useQuery(userStateQueryOptions(useWalletAddress()))
  return { state: query.data?.state ?? '', isLoading: query.isLoading }
}
