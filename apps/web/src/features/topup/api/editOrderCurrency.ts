import type { OrderEditResponse } from '@chaincard/domain'
import { apiPut } from '../../../lib/api/client'

/** PUT /api/order/{id}: pay the order in `currency` (another chain's order currency); answers its bounds. */
export function editOrderCurrency(id: string, currency: string): Promise<OrderEditResponse> {
  return apiPut<OrderEditResponse>(`/order/${encodeURIComponent(id)}`, { currency })
}
