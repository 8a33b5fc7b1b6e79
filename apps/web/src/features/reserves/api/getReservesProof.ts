import type { ReservesProof } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/reserves/proof?snapshot=ID: the signed-in owner's leaves and paths in that snapshot's tree. */
export function getReservesProof(snapshotId: string): Promise<ReservesProof> {
  return apiGet<ReservesProof>('/reserves/proof', { snapshot: snapshotId })
}
