import { apiPost } from '../../../lib/api/client'

/** POST /api/order/{id}/pay/cancel: the order goes back to `new` (a late matching transfer is still credited). */
export function cancelOrderPayment(cardId: string): Promise<void> {
  return apiPost<void>(`/order/${encodeURIComponent(cardId)}/pay/cancel`)
}
