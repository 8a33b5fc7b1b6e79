import type { ContactInfoBodyInput } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type SubmitContactInfoParameters = { orderId: string; info: ContactInfoBodyInput }

/** POST /api/order/{id}/info: the card holder's email, phone and display name. */
export function submitContactInfo({ orderId, info }: SubmitContactInfoParameters): Promise<void> {
  return apiPost<void>(`/order/${encodeURIComponent(orderId)}/info`, info)
}
