import { useQuery } from '@tanstack/react-query'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { membershipQueryOptions } from '../api/membershipQueryOptions'

/** Membership; load errors are ignored (SPEC section 8): the panel simply leaves it out. */
export function useMembership() {
  return useQuery(membershipQueryOptions(useWalletAddress()))
}
