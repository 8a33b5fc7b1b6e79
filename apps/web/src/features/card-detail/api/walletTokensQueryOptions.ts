import { queryOptions } from '@tanstack/react-query'
import { cardKey } from '../../../lib/queries/queryKeys'
import { getWalletTokens } from './getWalletTokens'

/** ['card', id, 'wallets']: under the card's key, so a live event about the card refreshes it too. */
export function walletTokensQueryKey(cardId: string) {
  return [...cardKey(cardId), 'wallets'] as const
}

/**
 * The card's wallet tokens. Never kept once unused (`gcTime` 0): an activation code may be in it, and the server
 * answers it `no-store` for the same reason.
 */
export function walletTokensQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: walletTokensQueryKey(cardId),
    queryFn: () => getWalletTokens(cardId),
    gcTime: 0,
  })
}
