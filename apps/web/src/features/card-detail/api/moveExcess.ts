import type {
  ExcessRefundBodyInput,
  ExcessRefundResponse,
  ExcessTransferBodyInput,
  ExcessTransferResponse,
} from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

/** POST /api/card/{id}/pending-topup/transfer: money over the maximum to another card, once per `key`. */
export function transferExcess(
  cardId: string,
  body: ExcessTransferBodyInput,
): Promise<ExcessTransferResponse> {
  return apiPost<ExcessTransferResponse>(`/card/${encodeURIComponent(cardId)}/pending-topup/transfer`, body)
}

/** POST /api/card/{id}/pending-topup/refund: ask for money over the maximum back, once per `key`. */
export function refundExcess(cardId: string, body: ExcessRefundBodyInput): Promise<ExcessRefundResponse> {
  return apiPost<ExcessRefundResponse>(`/card/${encodeURIComponent(cardId)}/pending-topup/refund`, body)
}
