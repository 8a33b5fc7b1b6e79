import type { DisputeListResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/disputes: the card's disputes, newest first. */
export function getDisputes(cardId: string): Promise<DisputeListResponse> {
  return apiGet<DisputeListResponse>(`/card/${encodeURIComponent(cardId)}/disputes`)
}
