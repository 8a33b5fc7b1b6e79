import type { ConfirmationsResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/confirmations/{hash}: confirmations of a reported transaction against the chain's requirement. */
export function getConfirmations(hash: string): Promise<ConfirmationsResponse> {
  return apiGet<ConfirmationsResponse>(`/confirmations/${encodeURIComponent(hash)}`)
}
