import { apiGet } from '../../../lib/api/client'
import type { Order } from '../../../types/api'

/** GET /api/order/{id}: the order with its receiving address, order currency and first top-up bounds. */
export function getOrder(id: string): Promise<Order> {
  return apiGet<Order>(`/order/${encodeURIComponent(id)}`)
}
