import type { PayBodyInput } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type PaymentKind = 'order' | 'topup'

/** POST /api/order/{id}/pay (first top-up of a new card) or /api/card/{id}/topup/pay: the sent hash and nonce. */
export function reportPayment(kind: PaymentKind, cardId: string, body: PayBodyInput): Promise<void> {
  const id = encodeURIComponent(cardId)
  return apiPost<void>(kind === 'order' ? `/order/${id}/pay` : `/card/${id}/topup/pay`, body)
}
