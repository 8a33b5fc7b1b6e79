import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { revokeSession } from '../api/revokeSession'
import { sessionsQueryKey } from '../api/sessionsQueryOptions'

/** Ends another session of this wallet, then reloads the list (a 404, already ended, reloads it too). */
export function useRevokeSession() {
  const client = useQueryClient()
  const address = useWalletAddress()
  return useMutation({
    mutationFn: (id: string) => revokeSession(id),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey(address) }),
  })
}
