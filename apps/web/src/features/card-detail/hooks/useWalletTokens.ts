import { useQuery } from '@tanstack/react-query'
import { walletTokensQueryOptions } from '../api/walletTokensQueryOptions'

/** The card's Apple Pay and Google Pay tokens. */
export function useWalletTokens(cardId: string) {
  return useQuery(walletTokensQueryOptions(cardId))
}
