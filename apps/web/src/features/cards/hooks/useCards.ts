import { useQuery } from '@tanstack/react-query'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { cardsQueryOptions } from '../api/cardsQueryOptions'

export function useCards() {
  return useQuery(cardsQueryOptions(useWalletAddress()))
}
