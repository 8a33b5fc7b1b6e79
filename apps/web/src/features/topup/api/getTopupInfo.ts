import type { TopupInfoResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/topup?currency=: receiving address, fee rates and bounds (base units of `currency`). */
export function getTopupInfo(id: string, currency: string): Promise<TopupInfoResponse> {
  return apiGet<TopupInfoResponse>(`/card/${encodeURIComponent(id)}/topup`, { currency })
}
