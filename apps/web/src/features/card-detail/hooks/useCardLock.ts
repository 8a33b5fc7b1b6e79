import { useMutation, useQueryClient } from '@tanstack/react-query'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard, invalidateUserState } from '../../../lib/queries/queryKeys'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { type SetCardLockParameters, setCardLock } from '../api/setCardLock'
import { walletTokensQueryKey } from '../api/walletTokensQueryOptions'

/**
 * Lock toggle (SPEC section 4): lock or unlock, then reload the card (and the list). A failure shows the lock
 * error alert with the server message; 'invalid action' reloads the user state (SPEC section 8). Either way the
 * card's Apple Pay and Google Pay tokens are read again (the lock pauses them, the unlock resumes them).
 */
export function useCardLock() {
  const client = useQueryClient()
  const address = useWalletAddress()
  return useMutation({
    mutationFn: (parameters: SetCardLockParameters) => setCardLock(parameters),
    onSuccess: async (_, { id }) => {
      void invalidateCards(client)
      await invalidateCard(client, id, { exact: true })
    },
    onSettled: (_, __, { id }) => client.invalidateQueries({ queryKey: walletTokensQueryKey(id) }),
    onError: (error) =>
      openErrorAlert({
        titleKey: 'cardDetail.lock_error_title',
        error,
        onInvalidAction: () => invalidateUserState(client, address),
      }),
  })
}
