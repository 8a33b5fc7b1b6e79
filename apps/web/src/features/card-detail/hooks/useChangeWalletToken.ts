import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ChangeWalletTokenParameters, changeWalletToken } from '../api/changeWalletToken'
import { walletTokensQueryKey } from '../api/walletTokensQueryOptions'

/**
 * Pauses, resumes or removes a wallet token, then reads the card's list again whatever the answer (a
 * refusal means the list was out of date). Pending until the list is read again, so the row never shows the old
 * status with its buttons enabled.
 */
export function useChangeWalletToken(cardId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (parameters: Omit<ChangeWalletTokenParameters, 'cardId'>) =>
      changeWalletToken({ cardId, ...parameters }),
    onSettled: () => client.invalidateQueries({ queryKey: walletTokensQueryKey(cardId) }),
  })
}
