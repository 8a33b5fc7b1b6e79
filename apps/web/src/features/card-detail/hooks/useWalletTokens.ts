import { useQuery } from '@tanstack/react-query'
import { walletTokensQueryOptions } from '../api/walletTokensQueryOptions'

/** The card's Apple Pay and Google Pay tokens (issue 30). */
export function useWalletTokens(cardId: string) {
  return useQuery(walletTokensQueryOptions(cardId))
}
