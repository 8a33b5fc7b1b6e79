import { queryOptions } from '@tanstack/react-query'
import { getReservesProof } from './getReservesProof'

/** Keyed by the owner too: another wallet signed in on this device has another proof. */
export function reservesProofQueryOptions(snapshotId: string, owner: string | undefined) {
  return queryOptions({
    queryKey: ['reservesProof', snapshotId, owner?.toLowerCase()] as const,
    queryFn: () => getReservesProof(snapshotId),
    // Fetched again on every check: the person asks to verify what the server answers now.
    staleTime: 0,
  })
}
