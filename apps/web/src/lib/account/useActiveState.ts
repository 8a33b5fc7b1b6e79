import { useQuery } from '@tanstack/react-query'
import { useWalletAddress } from '../wallet/walletStore'
import { activeStateQueryOptions } from './activeStateQueryOptions'

/** Whether the connected user is active; undefined while unknown (disconnected, loading or failed). */
export function useActiveState(): { active: boolean | undefined; isLoading: boolean } {
  const address = useWalletAddress()
  const query = useQuery(activeStateQueryOptions(address))
  return { active: query.data?.active, isLoading: query.isLoading }
}
