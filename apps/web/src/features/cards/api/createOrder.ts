import type { CreateOrderBody, CreateOrderResponse } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type CreateOrderParameters = CreateOrderBody

/** POST /api/order: a new order (a card not activated yet) of `productId`, paid in `currency`. */
export function createOrder(parameters: CreateOrderParameters): Promise<CreateOrderResponse> {
  return apiPost<CreateOrderResponse>('/order', parameters)
}
