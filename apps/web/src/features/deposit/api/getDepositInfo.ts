import type { TopupInfoResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/**
 * GET /api/card/{id}/topup?currency=: the card's receiving address (the same on every chain, DESIGN
 * "Deposits") and the minimum, asked in one chain's order currency.
 */
export function getDepositInfo(id: string, currency: string): Promise<TopupInfoResponse> {
  return apiGet<TopupInfoResponse>(`/card/${encodeURIComponent(id)}/topup`, { currency })
}
