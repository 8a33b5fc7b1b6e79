import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { reservesProofQueryOptions } from '../api/reservesProofQueryOptions'
import type { ReservesSnapshot } from '../api/reservesTypes'
import { verifyBalance } from '../utils/verifyBalance'

/** "Verify my balance": fetches the signed-in owner's proof of `snapshot` and checks it in the browser. */
export function useVerifyBalance(snapshot: ReservesSnapshot) {
  const client = useQueryClient()
  const owner = useWalletAddress()
  const { reservesSigner } = useAppConfig()
  return useMutation({
    mutationFn: async () => {
      const proof = await client.fetchQuery(reservesProofQueryOptions(snapshot.id, owner))
      return verifyBalance({ proof, snapshot, reservesSigner: reservesSigner ?? null })
    },
  })
}
